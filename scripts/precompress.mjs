// Precompression for the client build (esbuild.config.mjs): .br and .gz beside each text file of dist/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Files a browser fetches as text: the server sends their .br or .gz (written here) when accepted. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/** Every compressible file under `dir`, recursively. */
export async function textFilesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes file.br (brotli at its best quality) and file.gz (gzip -9) beside each text file, once at
 * build time, so the server never compresses per request. Given only what this build wrote: watch
 * mode keeps older hashed files, whose .br/.gz are already there.
 */
export async function precompress(files) {
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
}
