/**
 * Initial JavaScript for /home from esbuild's metafile (dist/meta.json, written by
 * esbuild.config.mjs): the entry, everything it imports statically, and the lazily loaded home
 * page chunk with its static imports — gzipped. Also used by tests/build/bundle.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const APP_ENTRY = 'src/main.tsx';

export interface MetaOutput {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

export interface Meta {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, MetaOutput>;
}

/** The build's metafile; a missing one says how to make it rather than failing on a file read. */
export function readMeta(distDir: string): Meta {
  const file = path.join(distDir, 'meta.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (\`npm test\` does)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Meta;
}

/**
 * Where an output of the metafile ('dist/assets/x.js', relative to the project) lies under
 * `distDir`, which may be a copy of dist/ elsewhere.
 */
export function onDisk(distDir: string, output: string): string {
  return path.join(distDir, ...output.split('/').slice(1));
}

/** The output file built for `entryPoint`: the app entry, or the chunk of a dynamically imported page. */
export function outputOf(meta: Meta, entryPoint: string): string | undefined {
  return Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === entryPoint);
}

/** `file` and every JavaScript file it imports statically, directly or not: what loads with it. */
export function staticClosure(meta: Meta, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of meta.outputs[file]!.imports) {
    if (imp.kind === 'import-statement' && imp.path.endsWith('.js')) staticClosure(meta, imp.path, seen);
  }
  return seen;
}

export function initialJsFor(distDir: string, pageInput: string): { files: string[]; rawBytes: number; gzipBytes: number } {
  const meta = readMeta(distDir);
  const entry = outputOf(meta, APP_ENTRY);
  // A page bundled into the entry (no split) is still measured: the output that contains it.
  const page =
    outputOf(meta, pageInput) ?? Object.keys(meta.outputs).find((f) => f.endsWith('.js') && pageInput in meta.outputs[f]!.inputs);
  if (!entry || !page) throw new Error(`entry or page chunk not found for ${pageInput}`);
  const files = staticClosure(meta, page, staticClosure(meta, entry));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const buf = fs.readFileSync(onDisk(distDir, file));
    rawBytes += buf.length;
    gzipBytes += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { files: [...files], rawBytes, gzipBytes };
}
