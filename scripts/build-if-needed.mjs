// `npm start` builds the client only when dist/ is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stamp = path.join(root, 'dist/.build-stamp');
// scripts/: the build's own modules (precompression, shells, plugins)
const sources = ['src', 'locales', 'public', 'contract', 'scripts', 'esbuild.config.mjs', 'package-lock.json'];

const newest = (p) => {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
};

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = sources
  .map((s) => path.join(root, s))
  .filter(fs.existsSync)
  .some((s) => newest(s) > built);
if (changed) {
  console.log('Building the client (dist/ is missing or stale)…');
  execFileSync(process.execPath, [path.join(root, 'esbuild.config.mjs')], { stdio: 'inherit', cwd: root });
}
