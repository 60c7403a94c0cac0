import { describe, expect, it } from 'vitest';
import { MAX_FRAME_CHARS, parseFrame, parseFrames } from '../../src/streams/parse-message';

const ticker = {
  symbol: 'BTCUSDT',
  last: '64000.00',
  open24h: '63000.00',
  high24h: '64500.00',
  low24h: '62000.00',
  vol24h: '12.5',
  quoteVol24h: '800000.00',
  change24h: '-1.25',
  ts: 1,
};
const bar = { t: 60_000, o: '1.0', h: '2', l: '0.5', c: '1.5', v: '10' };
const order = {
  id: '1',
  clientOrderId: 'abcdefgh',
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: '1',
  quantity: '1',
  quoteAmount: '0',
  filledQty: '0',
  remainingQty: '1',
  avgPrice: '0',
  filledQuote: '0',
  fee: '0',
  feeAsset: 'BTC',
  status: 'new',
  createdAt: 1,
  updatedAt: 1,
  version: 1,
};
const push = (ch: string, type: string, data: unknown, extra: object = {}) => JSON.stringify({ ch, type, seq: 1, ts: 2, data, ...extra });
const levels = (n: number) => Array.from({ length: n }, (_, i) => [`${i + 1}.00`, '1']);

/** [description, frame, expected kind or drop reason] */
const cases: [string, unknown, string][] = [
  ['a depth snapshot', push('depth.BTCUSDT', 'snapshot', { bids: [['1.00', '2']], asks: [] }), 'push'],
  ['a depth update', push('depth.BTCUSDT', 'update', { bids: [], asks: [['2.00', '0']], checksum: 4294967295 }), 'push'],
  ['a tickers snapshot', push('tickers', 'snapshot', [ticker]), 'push'],
  ['a ticker update', push('ticker.BTCUSDT', 'update', ticker), 'push'],
  ['a trades update', push('trades.BTCUSDT', 'update', [{ id: 3, price: '1', qty: '2', side: 'sell', ts: 5 }]), 'push'],
  ['a kline snapshot', push('kline.BTCUSDT.1m', 'snapshot', [bar, bar]), 'push'],
  ['a kline update', push('kline.XAUUSDT.1D', 'update', bar), 'push'],
  ['an orders update', push('orders', 'update', order), 'push'],
  ['a balances update', push('balances', 'update', [{ wallet: 'spot', asset: 'USDT', available: '1', frozen: '0' }]), 'push'],
  ['extra fields are tolerated', push('ticker.BTCUSDT', 'update', { ...ticker, extra: 1 }, { more: true }), 'push'],
  ['pong', '{"op":"pong","ts":5}', 'control'],
  ['authed', '{"op":"authed","ok":true}', 'control'],
  ['unsubbed', '{"op":"unsubbed","ch":"tickers"}', 'control'],
  ['an error with a channel', '{"op":"error","code":401,"msg":"no","ch":"orders"}', 'control'],
  ['not text', new ArrayBuffer(4), 'bad-json'],
  ['truncated JSON', '{"ch":"tickers",', 'bad-json'],
  ['not JSON at all', 'hello', 'bad-json'],
  ['JSON that is not an object', '[1,2]', 'bad-shape'],
  ['null', 'null', 'bad-shape'],
  ['a seq that is a string', push('tickers', 'update', [], { seq: '1' }), 'bad-shape'],
  ['a negative seq', push('tickers', 'update', [], { seq: -1 }), 'bad-shape'],
  ['an unknown type', push('tickers', 'delta', []), 'bad-shape'],
  ['a price as a number', push('depth.BTCUSDT', 'snapshot', { bids: [[64000, '1']], asks: [] }), 'bad-shape'],
  ['a price with an exponent', push('depth.BTCUSDT', 'snapshot', { bids: [['6.4e4', '1']], asks: [] }), 'bad-shape'],
  ['a negative quantity', push('depth.BTCUSDT', 'snapshot', { bids: [['1.00', '-1']], asks: [] }), 'bad-shape'],
  ['a level of three items', push('depth.BTCUSDT', 'snapshot', { bids: [['1.00', '1', '1']], asks: [] }), 'bad-shape'],
  ['a depth update without checksum', push('depth.BTCUSDT', 'update', { bids: [], asks: [] }), 'bad-shape'],
  ['a checksum out of range', push('depth.BTCUSDT', 'update', { bids: [], asks: [], checksum: 2 ** 32 }), 'bad-shape'],
  ['a ticker missing a field', push('ticker.BTCUSDT', 'update', { ...ticker, last: undefined }), 'bad-shape'],
  ['a trade with a bad side', push('trades.BTCUSDT', 'update', [{ id: 3, price: '1', qty: '2', side: 'up', ts: 5 }]), 'bad-shape'],
  ['a kline update that is a list', push('kline.BTCUSDT.1m', 'update', [bar]), 'bad-shape'],
  ['an order with a bad status', push('orders', 'update', { ...order, status: 'open' }), 'bad-shape'],
  ['an order without a version', push('orders', 'update', { ...order, version: undefined }), 'bad-shape'],
  ['an order with version 0', push('orders', 'update', { ...order, version: 0 }), 'bad-shape'],
  ['an unknown op', '{"op":"hello"}', 'bad-shape'],
  ['authed not ok', '{"op":"authed","ok":false}', 'bad-shape'],
  ['an unknown channel family', push('foo.BTCUSDT', 'update', {}), 'unknown-channel'],
  ['a lower-case symbol', push('depth.btcusdt', 'update', {}), 'unknown-channel'],
  ['a family without its symbol', push('depth', 'update', {}), 'unknown-channel'],
  ['a prototype key as channel', push('constructor', 'update', {}), 'unknown-channel'],
  ['a side of 5001 levels', push('depth.BTCUSDT', 'snapshot', { bids: levels(5001), asks: [] }), 'too-large'],
  [
    '5001 trades',
    push(
      'trades.BTCUSDT',
      'snapshot',
      Array.from({ length: 5001 }, () => null),
    ),
    'too-large',
  ],
  ['a frame over the size limit', 'x'.repeat(MAX_FRAME_CHARS + 1), 'too-large'],
];

describe('parseFrame', () => {
  it.each(cases)('%s → %s', (_, frame, expected) => {
    const parsed = parseFrame(frame);
    expect(parsed.kind === 'drop' ? parsed.reason : parsed.kind).toBe(expected);
  });

  it('accepts 5000 levels a side (the limit itself)', () => {
    expect(parseFrame(push('depth.BTCUSDT', 'snapshot', { bids: levels(5000), asks: [] })).kind).toBe('push');
  });

  it('hands back the push with its family', () => {
    expect(parseFrame(push('kline.BTCUSDT.1m', 'update', bar))).toEqual({
      kind: 'push',
      family: 'kline',
      push: { ch: 'kline.BTCUSDT.1m', type: 'update', seq: 1, ts: 2, data: bar },
    });
  });
});

describe('parseFrames (a frame is one message or a batch of them)', () => {
  const kinds = (frame: unknown) => parseFrames(frame).map((p) => (p.kind === 'drop' ? p.reason : p.kind));

  it('reads a one-message frame as before', () => {
    expect(parseFrames(push('kline.BTCUSDT.1m', 'update', bar))).toEqual([parseFrame(push('kline.BTCUSDT.1m', 'update', bar))]);
  });

  it('reads a batch as its messages, first to last', () => {
    const first = JSON.parse(push('kline.BTCUSDT.1m', 'update', bar)) as object;
    const second = { ...first, seq: 2 };
    const parsed = parseFrames(JSON.stringify([first, { op: 'pong', ts: 7 }, second]));
    expect(parsed.map((p) => (p.kind === 'push' ? p.push.seq : p.kind))).toEqual([1, 'control', 2]);
  });

  it('drops only the bad message of a batch', () => {
    expect(kinds(JSON.stringify([{ op: 'pong', ts: 1 }, 5, { op: 'hello' }]))).toEqual(['control', 'bad-shape', 'bad-shape']);
  });

  it('drops an empty batch, a batch in a one-message frame, and bad JSON', () => {
    expect(kinds('[]')).toEqual(['bad-shape']);
    expect(parseFrame('[{"op":"pong","ts":1}]')).toEqual({ kind: 'drop', reason: 'bad-shape' });
    expect(kinds('[{')).toEqual(['bad-json']);
  });
});
