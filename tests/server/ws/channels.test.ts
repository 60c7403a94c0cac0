import { describe, expect, it } from 'vitest';
import { isPrivate, parseChannel } from '../../../server/ws/channels';
import { parseClientOp } from '../../../server/ws/client-ops';

describe('parseChannel', () => {
  it.each([
    ['tickers', { kind: 'tickers' }],
    ['ticker.BTCUSDT', { kind: 'ticker', symbol: 'BTCUSDT' }],
    ['depth.XAUUSDT', { kind: 'depth', symbol: 'XAUUSDT' }],
    ['trades.ETHUSDT', { kind: 'trades', symbol: 'ETHUSDT' }],
    ['kline.SOLUSDT.1W', { kind: 'kline', symbol: 'SOLUSDT', interval: '1W' }],
    ['kline.SOLUSDT.30s', { kind: 'kline', symbol: 'SOLUSDT', interval: '30s' }],
    ['orders', { kind: 'orders' }],
    ['balances', { kind: 'balances' }],
    ['marks', { kind: 'marks' }],
    ['mark.BTCUSDT-PERP', { kind: 'mark', symbol: 'BTCUSDT-PERP' }],
    ['depth.ETHUSDT-PERP', { kind: 'depth', symbol: 'ETHUSDT-PERP' }],
    ['trades.SOLUSDT-PERP', { kind: 'trades', symbol: 'SOLUSDT-PERP' }],
    ['ticker.XAUUSDT-PERP', { kind: 'ticker', symbol: 'XAUUSDT-PERP' }],
    ['kline.BTCUSDT-PERP.1m', { kind: 'kline', symbol: 'BTCUSDT-PERP', interval: '1m' }],
  ])('reads %s', (ch, expected) => {
    expect(parseChannel(ch)).toEqual({ ...expected, ch });
  });

  it.each([
    '',
    'ticker',
    'ticker.',
    'depth.FOOUSDT',
    'depth.BTCUSDT.1m',
    'kline.BTCUSDT',
    'kline.BTCUSDT.1w',
    'trades.btcusdt',
    'order',
    'tickers.BTCUSDT',
    'kline.BTCUSDT.1m.x',
    'mark.BTCUSDT',
    'mark.FOOUSDT-PERP',
    'mark.BTCUSDT-PERP.1m',
    'marks.BTCUSDT-PERP',
    'depth.FOOUSDT-PERP',
  ])('refuses "%s"', (ch) => {
    expect(parseChannel(ch)).toBeNull();
  });

  it('knows the private channels', () => {
    expect(['orders', 'balances', 'tickers'].map((c) => isPrivate(parseChannel(c)!))).toEqual([true, true, false]);
  });
});

describe('parseClientOp', () => {
  it('accepts the five operations', () => {
    expect(parseClientOp('{"op":"sub","ch":"tickers"}')).toEqual({ ok: true, op: { op: 'sub', ch: 'tickers' } });
    expect(parseClientOp('{"op":"unsub","ch":"x"}')).toEqual({ ok: true, op: { op: 'unsub', ch: 'x' } });
    expect(parseClientOp('{"op":"resync","ch":"depth.BTCUSDT"}')).toEqual({ ok: true, op: { op: 'resync', ch: 'depth.BTCUSDT' } });
    expect(parseClientOp('{"op":"auth","token":"t"}')).toEqual({ ok: true, op: { op: 'auth', token: 't' } });
    expect(parseClientOp('{"op":"ping","ts":5}')).toEqual({ ok: true, op: { op: 'ping', ts: 5 } });
  });

  it('drops unknown fields and refuses oversized values', () => {
    expect(parseClientOp('{"op":"sub","ch":"tickers","extra":{"deep":[1]}}')).toEqual({ ok: true, op: { op: 'sub', ch: 'tickers' } });
    expect(parseClientOp(JSON.stringify({ op: 'sub', ch: 'x'.repeat(65) }))).toEqual({ ok: false, key: 'badRequest' });
    expect(parseClientOp(JSON.stringify({ op: 'auth', token: 'x'.repeat(257) }))).toEqual({ ok: false, key: 'badRequest' });
  });

  it.each(['', 'null', '"sub"', '{', '{"op":"ping","ts":null}', '{"op":"__proto__"}'])('never throws on %s', (text) => {
    expect(parseClientOp(text).ok).toBe(false);
  });
});
