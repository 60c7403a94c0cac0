import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY, outputOf, readMeta, staticClosure, type Meta } from '../../bench/ui/bundle-size';
import { APP_ROUTES } from '../../src/views/app/routes';
import { snapshotDist } from '../e2e/helpers/server';

/**
 * dist/route-preloads.json (esbuild.config.mjs): for each route, what the server preloads with
 * index.html (server/http/route-html.ts). Run `npm run build` first.
 */
let dist: string;
let meta: Meta;
let preloads: Record<string, string[]>;
beforeAll(async () => {
  dist = await snapshotDist();
  meta = readMeta(dist);
  preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
});
afterAll(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const served = (output: string) => `/${path.relative('dist', output)}`;

describe('route preloads', () => {
  it('has an entry for every route of the route table', () => {
    expect(Object.keys(preloads).sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });

  it("lists the page's chunk first, then what it imports statically that index.html does not already preload", () => {
    const entryChunks = staticClosure(meta, outputOf(meta, APP_ENTRY)!);
    for (const [route, page] of [
      ['/home', 'src/views/home/HomePage.tsx'],
      ['/coinDetail/:coinType', 'src/views/coin/CoinDetailPage.tsx'],
    ] as const) {
      const chunk = outputOf(meta, page)!;
      const expected = [...staticClosure(meta, chunk)].filter((file) => !entryChunks.has(file)).map(served);
      expect(preloads[route]![0], route).toBe(served(chunk));
      expect(preloads[route], route).toEqual(expected);
    }
  });
});
