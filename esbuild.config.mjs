// Client build: src/main.tsx -> dist/, ESM, code split per route, hashed names, metafile kept for the
// size budget. `node esbuild.config.mjs --watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { COMPRESSIBLE, precompress, textFilesUnder } from './scripts/precompress.mjs';
import { parseRouteTable } from './scripts/route-table.mjs';
import { buildShells } from './scripts/shells.mjs';
import { barrelSlices } from './scripts/barrel-slices.mjs';
import { sharedShell } from './scripts/shared-shell.mjs';
import { readFileSync, readdirSync, existsSync } from 'node:fs';

const root = path.dirname(new URL(import.meta.url).pathname);
// `--entry=<file> --outdir=<dir> --template=<html>` builds another page the same way (the bench's trivial page)
const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const entryPoint = argument('entry') ?? 'src/main.tsx';
const outdir = path.resolve(root, argument('outdir') ?? 'dist');
const template = path.resolve(root, argument('template') ?? 'public/index.html');
const watch = process.argv.includes('--watch');
const brand = process.env.BRAND === 'tr_alt' ? 'tr_alt' : 'default';

/** The entry and every JavaScript file it imports statically: what the browser needs before the app runs. */
function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file].imports) {
    if (imp.kind === 'import-statement' && imp.path.endsWith('.js')) staticClosure(outputs, imp.path, seen);
  }
  return seen;
}

/**
 * For each path of the route table (src/views/app/routes.tsx, one `lazyPage(() => import(…))` per
 * entry), the page's chunk and the chunks it imports statically that the entry does not already
 * preload: what the server adds as modulepreloads to index.html for that URL (server/http/route-html.ts),
 * so the page is fetched with the entry instead of after it has run.
 */
async function routePreloads(outputs, entryChunks, rel) {
  const table = await fs.readFile(path.join(root, 'src/views/app/routes.tsx'), 'utf8');
  const chunkOf = (source) => Object.keys(outputs).find((file) => outputs[file].entryPoint?.replace(/\.tsx?$/, '') === source);
  const preloads = {};
  for (const [route, module] of parseRouteTable(table)) {
    const source = path.join('src/views/app', module);
    const chunk = chunkOf(source);
    if (!chunk) throw new Error(`no chunk for ${source} (route ${route})`);
    preloads[route] = [...staticClosure(outputs, chunk)].filter((file) => !entryChunks.has(file)).map(rel);
  }
  return preloads;
}

/**
 * All CSS in one hashed file: esbuild emits one stylesheet per chunk, every one of which the page
 * links up front (it does not load a lazy chunk's CSS itself), so one request instead of several.
 * Joined in esbuild's order, the cascade is unchanged.
 */
async function joinStyles(cssFiles) {
  const parts = await Promise.all(cssFiles.map((file) => fs.readFile(path.join(root, file), 'utf8')));
  const css = parts.map((part) => part.replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')).join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase();
  const file = path.join(outdir, 'assets', `app-${hash}.css`);
  await fs.writeFile(file, css);
  return file;
}

/**
 * Copies public/ (except the index template) and writes index.html: the entry script with a
 * modulepreload for each chunk it imports (fetched at once, not after the entry is parsed), and the
 * stylesheet preloaded in <head> but linked at the end of <body>, so it does not block the first
 * paint (the module script still waits for it: the app never renders unstyled). A page shell gets
 * its few styles inline instead (scripts/shells.mjs).
 */
const htmlPlugin = {
  name: 'html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.metafile) return;
      const outputs = Object.entries(result.metafile.outputs);
      const rel = (file) => '/' + path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
      const entry = outputs.find(([, o]) => o.entryPoint === entryPoint);
      const chunks = [...staticClosure(result.metafile.outputs, entry[0])].slice(1);
      const cssFiles = outputs.filter(([file]) => file.endsWith('.css')).map(([file]) => file);
      const stylesheet = cssFiles.length ? rel(path.relative(root, await joinStyles(cssFiles))) : null;
      await fs.cp(path.join(root, 'public'), outdir, { recursive: true, filter: (src) => !src.endsWith('index.html') });
      const page = await fs.readFile(template, 'utf8');
      const head = [
        ...(stylesheet ? [`<link rel="preload" as="style" href="${stylesheet}">`] : []),
        `<script type="module" src="${rel(entry[0])}"></script>`,
        ...chunks.map((chunk) => `<link rel="modulepreload" href="${rel(chunk)}">`),
      ].join('\n    ');
      const body = stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : '';
      await fs.writeFile(path.join(outdir, 'index.html'), page.replace('<!-- app -->', head).replace('<!-- styles -->', body));
      await buildShells(root, outdir);
      const dataFiles = [path.join(outdir, 'meta.json')];
      await fs.writeFile(dataFiles[0], JSON.stringify(result.metafile));
      if (entryPoint === 'src/main.tsx') {
        const preloads = await routePreloads(result.metafile.outputs, staticClosure(result.metafile.outputs, entry[0]), rel);
        dataFiles.push(path.join(outdir, 'route-preloads.json'));
        await fs.writeFile(dataFiles[1], JSON.stringify(preloads));
      }
      const written = [...outputs.map(([file]) => path.join(root, file)), ...(stylesheet ? [path.join(outdir, stylesheet)] : [])].filter(
        (file) => COMPRESSIBLE.test(file),
      );
      const publicFiles = (await textFilesUnder(path.join(root, 'public'))).map((file) =>
        path.join(outdir, path.relative(path.join(root, 'public'), file)),
      );
      await precompress([...new Set([...written, ...publicFiles, ...dataFiles])]);
      // last: tests and the server take a build with this stamp as complete
      await fs.writeFile(path.join(outdir, '.build-stamp'), new Date().toISOString());
    });
  },
};

/**
 * react-router's package exports only name its development build for bundlers (its production
 * build is selected by NODE_ENV at runtime in CommonJS only). A production build points the two
 * entry points at dist/production so the app ships without the dev warnings and checks.
 */
const reactRouterProductionPlugin = {
  name: 'react-router-production',
  setup(build) {
    const dist = path.join(root, 'node_modules/react-router/dist/production');
    const targets = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: path.join(dist, targets[args.path]) }));
  },
};

const sourceFile = (base) => ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? base;

/**
 * The modules the views import lazily besides the pages (`import('./x')` with a literal path: a
 * chart's code): like the pages, they never load without the entry, so they share its chunk too
 * (scripts/shared-shell.mjs) instead of splitting what they share with it into chunks of their own.
 */
function lazyViewModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return lazyViewModules(file);
    if (!/\.tsx?$/.test(item.name)) return [];
    const imports = readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g);
    return [...imports].map((match) => sourceFile(path.join(dir, match[1])));
  });
}

/** The page modules of the route table and the views' other lazy modules (absolute paths), for the app's entry only. */
const pageFiles =
  entryPoint === 'src/main.tsx'
    ? [
        ...parseRouteTable(readFileSync(path.join(root, 'src/views/app/routes.tsx'), 'utf8')).map(([, module]) =>
          sourceFile(path.join(root, 'src/views/app', module)),
        ),
        ...lazyViewModules(path.join(root, 'src/views')),
      ]
    : [];

const options = {
  absWorkingDir: root,
  entryPoints: [entryPoint],
  outdir: path.join(outdir, 'assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'safari15', 'chrome100'],
  minify: !watch,
  sourcemap: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
    'process.env.BRAND': JSON.stringify(brand),
  },
  logLevel: 'info',
  plugins: [
    ...(watch ? [] : [reactRouterProductionPlugin]),
    barrelSlices('react-i18next', path.join(root, 'node_modules/react-i18next/dist/es/index.js')),
    ...(pageFiles.length ? [sharedShell(path.join(root, entryPoint), pageFiles)] : []),
    htmlPlugin,
  ],
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await fs.rm(outdir, { recursive: true, force: true });
  await esbuild.build(options);
}
