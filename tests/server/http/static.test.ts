import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
// what the build writes beside each text file (esbuild.config.mjs)
const ENCODED: Record<string, (raw: Buffer) => Buffer> = { br: zlib.brotliCompressSync, gz: zlib.gzipSync };
for (const file of ['index.html', 'assets/main-ABC123.js']) {
  for (const [ext, encode] of Object.entries(ENCODED)) {
    fs.writeFileSync(path.join(dist, `${file}.${ext}`), encode(fs.readFileSync(path.join(dist, file))));
  }
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('serving the built client', () => {
  const ctx = useTestContext('sqlite', { config: { distDir: dist } });
  const get = async (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET', headers: Record<string, string> = {}) =>
    (await testApi(ctx())).app.inject({ method, url, headers });
  const DECODE: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

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

  it('sends the precompressed file the browser accepts, with its encoding, type and caching', async () => {
    const cases = [
      { url: '/assets/main-ABC123.js', file: 'assets/main-ABC123.js', type: /javascript/, cache: 'public, max-age=31536000, immutable' },
      { url: '/', file: 'index.html', type: /text\/html/, cache: 'no-cache' },
      { url: '/coinDetail/BTC', file: 'index.html', type: /text\/html/, cache: 'no-cache' },
    ];
    for (const { url, file, type, cache } of cases) {
      const raw = fs.readFileSync(path.join(dist, file));
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip;q=1', 'gzip'],
      ] as const) {
        const res = await get(url, 'GET', { 'accept-encoding': accept });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers['vary'], `${url} ${accept}`).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], url).toMatch(type);
        expect(res.headers['cache-control'], url).toBe(cache);
        expect(DECODE[encoding]!(res.rawPayload).equals(raw), `${url} ${accept} decodes to the file`).toBe(true);
      }
    }
  });

  it('sends the file as it is when the browser accepts no encoding the build wrote', async () => {
    for (const [url, file] of [
      ['/assets/main-ABC123.js', 'assets/main-ABC123.js'],
      ['/trade', 'index.html'],
      ['/manifest.webmanifest', 'manifest.webmanifest'],
    ] as const) {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
        const res = await get(url, 'GET', headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, file))), url).toBe(true);
      }
    }
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
