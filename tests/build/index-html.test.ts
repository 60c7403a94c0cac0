import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY, onDisk, outputOf, readMeta, staticClosure, type Meta } from '../../bench/ui/bundle-size';
import { snapshotDist } from '../e2e/helpers/server';

/**
 * What index.html asks for first (esbuild.config.mjs): every chunk the entry imports preloaded with
 * it, and one stylesheet that does not block the first paint. Run `npm run build` first.
 */
let dist: string;
let meta: Meta;
let html: string;
beforeAll(async () => {
  dist = await snapshotDist();
  meta = readMeta(dist);
  html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
});
afterAll(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const served = (output: string) => `/${path.relative('dist', output)}`;

describe('index.html', () => {
  it('preloads every chunk the entry imports statically, so they load beside it rather than after it', () => {
    const entry = outputOf(meta, APP_ENTRY)!;
    const chunks = [...staticClosure(meta, entry)].filter((file) => file !== entry);
    expect(chunks.length).toBeGreaterThan(0);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual(chunks.map(served).sort());
  });

  it('preloads no image: the first home banner is preloaded by the /home shell alone, not by every page', () => {
    expect(html).not.toMatch(/rel="preload" as="image"/);
  });

  it('links one stylesheet at the end of <body>, preloaded in <head>, holding every stylesheet esbuild wrote in order', () => {
    // off the render-blocking path: a page shell brings its own few styles inline (server/http/page-shell.ts)
    const [headPart, bodyPart] = html.split('<body>');
    expect(headPart).not.toMatch(/rel="stylesheet"/);
    const linked = [...bodyPart!.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(linked).toHaveLength(1);
    expect(headPart).toContain(`<link rel="preload" as="style" href="${linked[0]}">`);
    const joined = fs.readFileSync(path.join(dist, linked[0]!), 'utf8');
    let from = 0;
    for (const output of Object.keys(meta.outputs).filter((file) => file.endsWith('.css'))) {
      const rules = fs.readFileSync(onDisk(dist, output), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '');
      const at = joined.indexOf(rules, from);
      expect(at, `${output} is missing from ${linked[0]} or out of order`).toBeGreaterThanOrEqual(from);
      from = at + rules.length;
    }
    expect(joined).not.toContain('sourceMappingURL');
  });
});
