/**
 * Initial JavaScript for /home from esbuild's metafile: the entry, everything it imports
 * statically, and the lazily loaded home page chunk with its static imports — gzipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Meta {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
}

export function initialJsFor(distDir: string, pageInput: string): { files: string[]; rawBytes: number; gzipBytes: number } {
  const meta = JSON.parse(fs.readFileSync(path.join(distDir, 'meta.json'), 'utf8')) as Meta;
  const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'src/main.tsx');
  const page = Object.keys(meta.outputs).find((f) => f.endsWith('.js') && pageInput in meta.outputs[f]!.inputs);
  if (!entry || !page) throw new Error(`entry or page chunk not found for ${pageInput}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of meta.outputs[file]!.imports) if (imp.kind === 'import-statement' && imp.path.endsWith('.js')) visit(imp.path);
  };
  visit(entry);
  visit(page);
  const root = path.dirname(distDir);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of seen) {
    const buf = fs.readFileSync(path.join(root, file));
    rawBytes += buf.length;
    gzipBytes += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { files: [...seen], rawBytes, gzipBytes };
}
