import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDist } from '../e2e/helpers/server';

/**
 * The build writes file.br and file.gz beside every text file of dist/ (esbuild.config.mjs), which
 * the server sends by Accept-Encoding. Run `npm run build` before `npx vitest run tests/build`.
 */
const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest)$/;

let dist: string;
beforeAll(async () => {
  dist = await snapshotDist();
});
afterAll(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const textFiles = () =>
  fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => path.join(dist, file));

describe('precompressed build', () => {
  it('writes a .br and a .gz beside every text file, each decoding to the file and smaller than it', () => {
    const files = textFiles();
    for (const kind of ['index.html', 'manifest.webmanifest', '.js', '.css', '.svg']) {
      expect(
        files.some((file) => file.endsWith(kind)),
        `no ${kind} in dist/`,
      ).toBe(true);
    }
    const wrong: string[] = [];
    for (const file of files) {
      const raw = fs.readFileSync(file);
      const decoders: [string, (b: Buffer) => Buffer][] = [
        ['.br', zlib.brotliDecompressSync],
        ['.gz', zlib.gunzipSync],
      ];
      for (const [ext, decode] of decoders) {
        const encoded = `${file}${ext}`;
        if (!fs.existsSync(encoded)) wrong.push(`${path.relative(dist, encoded)} is missing`);
        else if (!decode(fs.readFileSync(encoded)).equals(raw)) wrong.push(`${path.relative(dist, encoded)} does not decode to the file`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
