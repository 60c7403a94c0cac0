import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CLIENT_FRAME } from '../../../server/ws/gateway';
import { MAX_SUBSCRIPTIONS } from '../../../server/ws/session';
import { startFakeGateway, type FakeGateway } from './fake-gateway';
import { WsClient } from './ws-client';

let gw: FakeGateway;
let client: WsClient;
beforeEach(async () => {
  gw = await startFakeGateway();
  client = await WsClient.connect(`${gw.url}?locale=de`);
});
afterEach(async () => {
  client.close();
  await gw.close();
});

const error = () => client.next((m) => m.op === 'error');

describe('gateway errors', () => {
  const bad: [string, unknown, { code: number; ch?: string }][] = [
    ['not JSON', '{"op":', { code: 400 }],
    ['not an object', '[1,2]', { code: 400 }],
    ['a number', '42', { code: 400 }],
    ['no op', { ch: 'tickers' }, { code: 400, ch: 'tickers' }],
    ['an unknown op', { op: 'subscribe', ch: 'tickers' }, { code: 400, ch: 'tickers' }],
    ['sub without a channel', { op: 'sub' }, { code: 400 }],
    ['a channel that is not a string', { op: 'sub', ch: 42 }, { code: 400 }],
    ['an unknown channel', { op: 'sub', ch: 'news' }, { code: 400, ch: 'news' }],
    ['an unknown symbol', { op: 'sub', ch: 'depth.FOOUSDT' }, { code: 400, ch: 'depth.FOOUSDT' }],
    ['a lower-case symbol', { op: 'sub', ch: 'depth.btcusdt' }, { code: 400, ch: 'depth.btcusdt' }],
    ['an unknown interval', { op: 'sub', ch: 'kline.BTCUSDT.3m' }, { code: 400, ch: 'kline.BTCUSDT.3m' }],
    ['a kline channel without interval', { op: 'sub', ch: 'kline.BTCUSDT' }, { code: 400, ch: 'kline.BTCUSDT' }],
    ['extra channel parts', { op: 'sub', ch: 'depth.BTCUSDT.x' }, { code: 400, ch: 'depth.BTCUSDT.x' }],
    ['unsub of an unknown channel', { op: 'unsub', ch: 'x' }, { code: 400, ch: 'x' }],
    ['a ping without ts', { op: 'ping' }, { code: 400 }],
    ['a ping with a text ts', { op: 'ping', ts: '1' }, { code: 400 }],
    ['auth without token', { op: 'auth' }, { code: 400 }],
  ];
  it.each(bad)('answers %s with an error and stays usable', async (_name, msg, expected) => {
    client.send(msg);
    const e = await error();
    expect(e).toMatchObject(expected);
    expect(typeof e.msg).toBe('string');
    expect(e.msg.length).toBeGreaterThan(0);
    if (expected.ch === undefined) expect(e).not.toHaveProperty('ch');
    await client.roundTrip();
  });

  it('translates messages with the locale of the connection URL', async () => {
    client.send({ op: 'sub', ch: 'news' });
    const german = await error();
    const english = await WsClient.connect(gw.url);
    english.send({ op: 'sub', ch: 'news' });
    const e = await english.next((m) => m.op === 'error');
    expect(e.msg).toBe('Unknown channel');
    expect(german.msg).not.toBe(e.msg);
    english.close();
  });

  it('answers a binary frame with an error', async () => {
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await error()).toMatchObject({ code: 400 });
    await client.roundTrip();
  });

  it('closes the socket on a frame above the size limit', async () => {
    client.send({ op: 'auth', token: 'x'.repeat(MAX_CLIENT_FRAME) });
    expect((await client.closed).code).toBe(1009);
  });

  it('limits the number of channels of one socket', async () => {
    const symbols = [
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'BNBUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'ADAUSDT',
      'TRXUSDT',
      'LTCUSDT',
      'DOTUSDT',
      'LINKUSDT',
      'AVAXUSDT',
      'ATOMUSDT',
      'UNIUSDT',
      'TONUSDT',
      'NEARUSDT',
      'XAUUSDT',
      'XAGUSDT',
      'WTIUSDT',
    ];
    const families = ['ticker', 'depth', 'trades', ...['30s', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W'].map((i) => `kline.*.${i}`)];
    const all = ['tickers', ...families.flatMap((f) => symbols.map((s) => (f.includes('*') ? f.replace('*', s) : `${f}.${s}`)))];
    expect(all.length).toBeGreaterThan(MAX_SUBSCRIPTIONS);
    for (const ch of all) client.send({ op: 'sub', ch });
    const e = await error();
    expect(e).toMatchObject({ code: 400, ch: all[MAX_SUBSCRIPTIONS] });
    // a channel already held can still be re-subscribed
    client.send({ op: 'sub', ch: 'tickers' });
    await client.roundTrip();
    expect(client.take('tickers').map((m) => m.type)).toEqual(['snapshot', 'snapshot']);
  });
});
