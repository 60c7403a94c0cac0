import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

describe('compressing API answers', () => {
  const ctx = useTestContext('sqlite');
  const post = async (path: string, body: unknown, acceptEncoding?: string) =>
    (await testApi(ctx())).app.inject({
      method: 'POST',
      url: `/api/xb/v1/${path}`,
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: JSON.stringify(body),
    });

  it('sends an answer of 1 KiB or more in the encoding the browser prefers, decoding to the same answer', async () => {
    const plain = await post('market/list', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await post('market/list', {}, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
      // the same markets (their ticker's ts moves between calls)
      const symbols = (answer: { data: { symbol: string }[] }) => answer.data.map((market) => market.symbol);
      expect(symbols(JSON.parse(decode[encoding](res.rawPayload).toString())), accept).toEqual(symbols(plain.json()));
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await post('market/symbol', { coin: 'NOPE' }, 'gzip, deflate, br');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(Number) });
  });
});
