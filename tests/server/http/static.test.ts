import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('serving the built client', () => {
  const ctx = useTestContext('sqlite', { config: { distDir: dist } });
  const get = async (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => (await testApi(ctx())).app.inject({ method, url });

  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/trade', '/coinDetail/BTC', '/mine/identity?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await get('/assets/main-ABC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files, unknown API paths and the socket path without upgrade', async () => {
    expect((await get('/assets/missing-XYZ.js')).statusCode).toBe(404);
    const api = await get('/api/xb/v1/no/such/route', 'POST');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    expect((await get('/api/xb/v1/user/info')).statusCode).toBe(404);
    expect((await get('/api')).statusCode).toBe(404);
  });
});
