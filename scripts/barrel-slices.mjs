// An esbuild plugin for the client build (esbuild.config.mjs): named imports of a package's barrel
// resolved to the files that define them.
import fs from 'node:fs';
import path from 'node:path';

const NAMED_IMPORT = (pkg) => new RegExp(`import \\{([^}]*)\\} from '${pkg}'`, 'g');

/** name → absolute file, from the barrel's `export { a, b as c } from './file.js'` lines. */
function exportsOf(barrel) {
  const files = new Map();
  const source = fs.readFileSync(barrel, 'utf8');
  for (const [, names, file] of source.matchAll(/export \{([^}]+)\} from '(\.\/[^']+)'/g)) {
    for (const name of names.split(',')) {
      const [original, exported = original] = name.trim().split(/\s+as\s+/);
      if (!files.has(exported)) files.set(exported, { file: path.join(path.dirname(barrel), file), original });
    }
  }
  return files;
}

/**
 * With code splitting, esbuild puts a file in the chunks of every entry that reaches it through an
 * import, used or not: a barrel that re-exports a whole package (react-i18next's index.js) makes the
 * app's entry carry what only some pages use (Trans and its HTML parser, 4 KB gzipped). Here an
 * importer's `import { a, b } from '<pkg>'` reaches only the files defining a and b; any other form
 * of import, or a name the barrel does not re-export, keeps the barrel.
 */
export function barrelSlices(pkg, barrel) {
  const real = fs.realpathSync(barrel);
  const files = exportsOf(real);
  return {
    name: `barrel-slices:${pkg}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${pkg}$`) }, (args) => {
        if (!args.importer || args.kind !== 'import-statement') return undefined;
        const source = fs.readFileSync(args.importer, 'utf8');
        const forms = [...source.matchAll(new RegExp(`from '${pkg}'`, 'g'))].length;
        const imports = [...source.matchAll(NAMED_IMPORT(pkg))];
        if (imports.length !== forms) return undefined;
        const names = [
          ...new Set(
            imports.flatMap(([, list]) =>
              list
                .split(',')
                .map((n) => n.trim().split(/\s+as\s+/)[0])
                .filter(Boolean),
            ),
          ),
        ];
        if (!names.every((name) => files.has(name))) return undefined;
        return { path: names.sort().join(','), namespace: `barrel-slices:${pkg}` };
      });
      build.onLoad({ filter: /.*/, namespace: `barrel-slices:${pkg}` }, (args) => ({
        contents: args.path
          .split(',')
          .map((name) => {
            const { file, original } = files.get(name);
            return `export { ${original === name ? name : `${original} as ${name}`} } from ${JSON.stringify(file)};`;
          })
          .join('\n'),
        resolveDir: path.dirname(real),
        loader: 'js',
      }));
    },
  };
}
