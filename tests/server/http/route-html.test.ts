import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

// a build's index.html and the route preloads it writes beside it (esbuild.config.mjs)
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
// over the 1 KiB from which answers are compressed
const INDEX = `<!doctype html><html><head><meta name="description" content="${'x'.repeat(1100)}">
    <script type="module" src="/assets/main-A.js"></script>
  </head><body><div id="root"></div></body></html>`;
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    '/home': ['/assets/home-H.js', '/assets/shared-S.js'],
    '/coinDetail/:coinType': ['/assets/coin-C.js', '/assets/shared-S.js'],
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

describe('index.html per client route', () => {
  const ctx = useTestContext('sqlite', { config: { distDir: dist } });
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await testApi(ctx())).app.inject({ method: 'GET', url, headers });

  it("preloads the route's page chunk and its imports in <head>, never cached", async () => {
    for (const [url, files] of [
      ['/home', ['/assets/home-H.js', '/assets/shared-S.js']],
      ['/home?from=tab', ['/assets/home-H.js', '/assets/shared-S.js']],
      ['/coinDetail/BTC', ['/assets/coin-C.js', '/assets/shared-S.js']],
      ['/coinDetail/ETH/', ['/assets/coin-C.js', '/assets/shared-S.js']],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(preloads(res.body), url).toEqual(files);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(preloads(head), `${url}: in <head>`).toEqual(files);
      const spaced = (html: string) => html.replace(/\s+/g, ' ');
      expect(spaced(res.body.replace(/<link rel="modulepreload"[^>]*>/g, '')), `${url}: the rest unchanged`).toBe(spaced(INDEX));
    }
  });

  it('sends other paths index.html as it is', async () => {
    for (const url of ['/', '/mine/identity', '/coinDetail', '/coinDetail/BTC/extra', '/homeX']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await get('/home', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(preloads(zlib.gunzipSync(res.rawPayload).toString())).toEqual(['/assets/home-H.js', '/assets/shared-S.js']);
  });

  it('follows a rebuild: new chunk names are preloaded', async () => {
    expect(preloads((await get('/home')).body)).toEqual(['/assets/home-H.js', '/assets/shared-S.js']);
    const file = path.join(dist, 'route-preloads.json');
    fs.writeFileSync(file, JSON.stringify({ '/home': ['/assets/home-NEW.js'] }));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(preloads((await get('/home')).body)).toEqual(['/assets/home-NEW.js']);
  });
});

describe('the static shell of a page', () => {
  // a build with a shell for /home and the shells' styles (public/shells/ bundled into dist/)
  const withShell = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
  fs.writeFileSync(path.join(withShell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(withShell, 'route-preloads.json'), JSON.stringify({ '/home': ['/assets/home-H.js'], '/market': [] }));
  fs.mkdirSync(path.join(withShell, 'shells'));
  const SHELL = '<div class="app"><img class="carousel__image" src="/banners/first.svg" alt="" /></div>';
  const STYLES = '.app{display:flex}';
  fs.writeFileSync(path.join(withShell, 'shells', 'home.html'), `<!-- what the shell is -->\n${SHELL}\n`);
  fs.writeFileSync(path.join(withShell, 'shells', 'shell.css'), STYLES);
  afterAll(() => fs.rmSync(withShell, { recursive: true, force: true }));

  const ctx = useTestContext('sqlite', { config: { distDir: withShell } });
  const get = async (url: string) => (await testApi(ctx())).app.inject({ method: 'GET', url });
  const styleSources = (policy: unknown) => /(?:^|;)style-src ([^;]*)/.exec(String(policy))?.[1];

  it("puts the route's shell in #root, without its comment, and its styles inline in <head>", async () => {
    const body = (await get('/home')).body;
    expect(body).toContain(`<div id="root">${SHELL}</div>`);
    expect(body).not.toContain('what the shell is');
    expect(body.slice(0, body.indexOf('</head>'))).toContain(`<style>${STYLES}</style>`);
    expect(preloads(body)).toEqual(['/assets/home-H.js']);
  });

  it('allows that one inline style by its hash, and no other, in the answer’s content security policy', async () => {
    const hash = crypto.createHash('sha256').update(STYLES).digest('base64');
    expect(styleSources((await get('/home')).headers['content-security-policy'])).toBe(`'self' 'sha256-${hash}'`);
    expect(styleSources((await get('/market')).headers['content-security-policy'])).toBe("'self'");
  });

  it('leaves #root empty and no inline style on a route without a shell and on other paths', async () => {
    for (const url of ['/market', '/', '/homeX']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).not.toContain('<style>');
    }
  });
});
