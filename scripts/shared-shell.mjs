// An esbuild plugin for the client build (esbuild.config.mjs): the modules the entry loads, in one shared chunk.
import fs from 'node:fs';
import path from 'node:path';

/**
 * esbuild gives a module shared by the entry and some of the lazy pages a chunk per set of pages
 * that use it, so the entry came with some fifteen files of 1–2 KB, each a request (six at a time
 * over HTTP/1.1) before the app could run. The pages never load without the entry, so each page
 * here also imports the entry's own modules (scripts, not packages, for their side effects, which have
 * already run by then): every module the entry reaches is then shared by all, in one chunk.
 */
export function sharedShell(entry, pageFiles) {
  const entryDir = path.dirname(entry);
  const specifiers = [...fs.readFileSync(entry, 'utf8').matchAll(/^import [^'"]*['"]([^'"]+)['"];?$/gm)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.') && !specifier.endsWith('.css'));
  const pages = new Set(pageFiles);
  return {
    name: 'shared-shell',
    setup(build) {
      build.onResolve({ filter: /^shared-shell:entry-imports$/ }, () => ({ path: 'entry-imports', namespace: 'shared-shell' }));
      build.onLoad({ filter: /.*/, namespace: 'shared-shell' }, () => ({
        contents: specifiers.map((specifier) => `import ${JSON.stringify(specifier)};`).join('\n'),
        resolveDir: entryDir,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!pages.has(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        return { contents: `import 'shared-shell:entry-imports';\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
