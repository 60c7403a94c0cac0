// The client's route table as data for the build (esbuild.config.mjs): which page module each path loads.

/**
 * [path, page module] for each entry of src/views/app/routes.tsx (`{ path: '…', … page:
 * lazyPage(() => import('…')) }`), in order. An entry may be wrapped over several lines; a page
 * whose path cannot be found fails the build rather than going without preloads.
 */
export function parseRouteTable(source) {
  const routes = [...source.matchAll(/path: '([^']+)'(?:(?!path:)[\s\S])*?lazyPage\(\(\) => import\('([^']+)'\)\)/g)];
  if (routes.length !== source.split('lazyPage(() =>').length - 1) throw new Error('routes.tsx: a page without its path');
  return routes.map(([, route, module]) => [route, module]);
}
