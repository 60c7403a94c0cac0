/**
 * index.html for each client route, with a modulepreload for the route's page chunk and its static
 * imports (dist/route-preloads.json, written by the build from the route table and the metafile),
 * so the browser fetches the page beside the entry instead of after the entry has run, and, for a
 * route that has one, the static shell of the page in #root (dist/shells/, from public/shells/),
 * which paints the page's layout and largest image before any script has run. Built once per
 * index.html: a rebuild (new mtime) builds them again, since the hashed names change.
 */
import fs from 'node:fs';
import path from 'node:path';

interface RoutePage {
  pattern: RegExp;
  html: string;
}

/** '/coinDetail/:coinType' -> /^\/coinDetail\/[^/]+\/?$/ (react-router's params: one segment each) */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

/** Routes whose page has a static shell, and its file under dist/. */
const SHELLS: Readonly<Record<string, string>> = { '/home': 'shells/home.html' };
const EMPTY_ROOT = '<div id="root"></div>';

function withPreloads(index: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" href="${file}">`).join('\n    ');
  return index.replace('</head>', `    ${links}\n  </head>`);
}

function withShell(index: string, distDir: string, route: string): string {
  const file = SHELLS[route] && path.join(distDir, SHELLS[route]);
  if (!file || !fs.existsSync(file)) return index;
  const shell = fs
    .readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .trim();
  return index.replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`);
}

function buildPages(distDir: string): RoutePage[] {
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  if (!fs.existsSync(preloadsFile)) return [];
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  return Object.entries(preloads).map(([route, files]) => ({
    pattern: routePattern(route),
    html: withShell(withPreloads(index, files), distDir, route),
  }));
}

/** The route's page for `url` (a path, no query), or null: then index.html is sent as it is. */
export function routeHtmlFinder(distDir: string): (url: string) => Promise<string | null> {
  const modified = async (file: string) =>
    fs.promises.stat(path.join(distDir, file)).then(
      (stat) => stat.mtimeMs,
      () => -1,
    );
  let builtFor = '';
  let pages: RoutePage[] = [];
  return async (url) => {
    // both files: a rebuild writes them one after the other
    const version = `${await modified('index.html')}:${await modified('route-preloads.json')}`;
    if (version !== builtFor) {
      pages = buildPages(distDir);
      builtFor = version;
    }
    return pages.find((page) => page.pattern.test(url))?.html ?? null;
  };
}
