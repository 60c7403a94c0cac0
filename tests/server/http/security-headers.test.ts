import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownSocketSources } from '../../../server/http/security-headers';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data: blob:;" +
  "connect-src 'self' ws://exchange.test:8080 wss://exchange.test:8080;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

describe('browser security headers', () => {
  const ctx = useTestContext('sqlite', { config: { distDir: dist } });
  const request = async (method: 'GET' | 'POST', url: string) =>
    (await testApi(ctx())).app.inject({
      method,
      url,
      headers: { host: 'exchange.test:8080', 'content-type': 'application/json' },
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });

  it.each([
    ['the app page', 'GET', '/'],
    ['a client route', 'GET', '/coinDetail/BTC'],
    ['a static file', 'GET', '/assets/main-ABC123.js'],
    ['an API answer', 'POST', '/api/xb/v1/market/list'],
    ['an API refusal', 'POST', '/api/xb/v1/user/info'],
    ['an unknown path', 'POST', '/api/xb/v1/no/such/route'],
  ] as const)('are on %s', async (_name, method, url) => {
    const res = await request(method, url);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('ownSocketSources', () => {
  it.each([
    ['127.0.0.1:8080', 'ws://127.0.0.1:8080 wss://127.0.0.1:8080'],
    ['exchange.example', 'ws://exchange.example wss://exchange.example'],
    ['[::1]:8080', 'ws://[::1]:8080 wss://[::1]:8080'],
  ])('names the own socket for the host %s', (host, sources) => {
    expect(ownSocketSources({ headers: { host } })).toBe(sources);
  });

  it.each([undefined, '', "evil.example; script-src 'unsafe-inline'", 'a.example,b.example', 'a b', 'user@host', 'host:port'])(
    'names none for a Host header that is not a plain host (%j)',
    (host) => {
      expect(ownSocketSources({ headers: host === undefined ? {} : { host } })).toBe('');
    },
  );
});
