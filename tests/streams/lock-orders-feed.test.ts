import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { familyOf } from '../../src/streams/channels';
import { applyLockOrders, NO_LOCK_ORDERS } from '../../src/streams/lock-reducers';
import { parseFrame } from '../../src/streams/parse-message';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { lockOrder, paid, redeemed } from '../helpers/lock-fixtures';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const frame = (type: string, data: unknown) => JSON.stringify({ ch: 'lockOrders', type, seq: 1, ts: 2, data });
const kindOf = (text: string) => {
  const parsed = parseFrame(text);
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};

describe('lockOrders channel', () => {
  it.each([
    ['lockOrders', 'lockOrders'],
    ['lockOrders.USDT', null],
  ])('%s is of family %s', (ch, family) => {
    expect(familyOf(ch)).toBe(family);
  });

  it.each<[string, string, string]>([
    ['a snapshot', frame('snapshot', [lockOrder(), paid(lockOrder({ id: '2' }), 3)]), 'push'],
    ['an empty snapshot', frame('snapshot', []), 'push'],
    ['a dividend', frame('update', paid(lockOrder(), 2)), 'push'],
    ['a redemption with its penalty', frame('update', redeemed(lockOrder(), Date.UTC(2026, 10, 26))), 'push'],
    ['a revocation before interest started', frame('update', { ...lockOrder(), status: 'revoked', finishedAt: 1, version: 2 }), 'push'],
    ['an update that is a list', frame('update', [lockOrder()]), 'bad-shape'],
    ['an amount as a number', frame('update', { ...lockOrder(), amount: 100 }), 'bad-shape'],
    ['an unknown status', frame('update', lockOrder({ status: 'paused' as never })), 'bad-shape'],
    ['a payment without its day', frame('update', { ...lockOrder(), payments: [{ amount: '0.30', paidAt: 1 }] }), 'bad-shape'],
    ['no version', frame('update', { ...lockOrder(), version: undefined }), 'bad-shape'],
  ])('%s → %s', (_name, text, expected) => {
    expect(kindOf(text)).toBe(expected);
  });
});

describe('applyLockOrders', () => {
  const older = lockOrder({ id: '1', subscribedAt: 1000 });
  const newer = lockOrder({ id: '2', subscribedAt: 2000 });

  it('lists newest subscription first and keeps finished orders in the list', () => {
    const state = applyLockOrders(NO_LOCK_ORDERS, { type: 'snapshot', data: [older, redeemed(newer, 3000)] });
    expect(state.open.map((o) => [o.id, o.status])).toEqual([
      ['2', 'redeemed'],
      ['1', 'active'],
    ]);
  });

  it('upserts each dividend and drops a late, older push of the same order', () => {
    let state = applyLockOrders(NO_LOCK_ORDERS, { type: 'snapshot', data: [older] });
    state = applyLockOrders(state, { type: 'update', data: paid(older, 2) });
    state = applyLockOrders(state, { type: 'update', data: paid(older, 1) });
    expect(state.open).toEqual([paid(older, 2)]);
  });
});

describe('lock orders feed', () => {
  it('is empty signed out and follows the channel while signed in', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('             -x---x---x---x');
      const token$ = hot('  n---t---------', { n: null, t: 'token-1' });
      const pushes = hot('  ------ab----c-', {
        a: { ch: 'lockOrders', type: 'snapshot', seq: 0, ts: 0, data: [lockOrder()] } satisfies Push,
        b: { ch: 'lockOrders', type: 'update', seq: 0, ts: 0, data: paid(lockOrder(), 1) } satisfies Push,
        c: { ch: 'lockOrders', type: 'update', seq: 0, ts: 0, data: paid(lockOrder(), 2) } satisfies Push,
      });
      const { ctx, joined } = fakeFeedContext({ lockOrders: pushes });
      expectObservable(createPrivateFeeds(ctx, token$).lockOrders$).toBe('-e-------x---y', {
        e: [],
        x: [paid(lockOrder(), 1)],
        y: [paid(lockOrder(), 2)],
      });
      return joined;
    });
    expect(joined).toEqual(['lockOrders']);
  });
});
