/**
 * index.html for each client route, with a modulepreload for the route's page chunk and its static
 * imports (dist/route-preloads.json, written by the build from the route table and the metafile),
 * so the browser fetches the page beside the entry instead of after the entry has run, and, for a
 * route that has one, the page's static shell (page-shell.ts). Built once per index.html: a rebuild
 * (new mtime) builds them again, since the hashed names change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withShell, type ShellPage } from './page-shell';

export interface RoutePage extends ShellPage {
  /** the route-table path ('/coinDetail/:coinType') */
  route: string;
  pattern: RegExp;
}

/** '/coinDetail/:coinType' -> /^\/coinDetail\/[^/]+\/?$/ (react-router's params: one segment each) */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

function withPreloads(index: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" href="${file}">`).join('\n    ');
  return index.replace('</head>', `    ${links}\n  </head>`);
}

function buildPages(distDir: string): RoutePage[] {
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  if (!fs.existsSync(preloadsFile)) return [];
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  return Object.entries(preloads).map(([route, files]) => ({
    route,
    pattern: routePattern(route),
    ...withShell(withPreloads(index, files), distDir, route),
  }));
}

/** The route's page for `url` (a path, no query), or null: then index.html is sent as it is. */
export function routeHtmlFinder(distDir: string): (url: string) => Promise<RoutePage | null> {
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
    return pages.find((page) => page.pattern.test(url)) ?? null;
  };
}
