import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRouteTable } from '../../scripts/route-table.mjs';
import { APP_ROUTES } from '../../src/views/app/routes';

describe('the route table as the build reads it', () => {
  it('finds every path of src/views/app/routes.tsx, in order', () => {
    const table = parseRouteTable(fs.readFileSync('src/views/app/routes.tsx', 'utf8'));
    expect(table.map(([route]) => route)).toEqual(APP_ROUTES.map((route) => route.path));
  });

  it('reads an entry wrapped over several lines, and no page under the wrong path', () => {
    const source = `[
  { path: '/a', titleKey: 'a', page: lazyPage(() => import('../a/APage')) },
  {
    path: '/b/:id',
    titleKey: 'b',
    page: lazyPage(() => import('../b/BPage')),
  },
  { path: '/c', titleKey: 'c', page: lazyPage(() => import('../c/CPage')), requiresAuth: true },
]`;
    expect(parseRouteTable(source)).toEqual([
      ['/a', '../a/APage'],
      ['/b/:id', '../b/BPage'],
      ['/c', '../c/CPage'],
    ]);
  });

  it('fails on a page whose path it cannot find', () => {
    expect(() => parseRouteTable(`[{ page: lazyPage(() => import('../a/APage')) }]`)).toThrow(/without its path/);
  });
});
