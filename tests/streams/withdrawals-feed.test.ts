import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { familyOf } from '../../src/streams/channels';
import { parseFrame } from '../../src/streams/parse-message';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { applyWithdrawals, NO_WITHDRAWALS } from '../../src/streams/withdrawals-reducer';
import { marbles } from '../helpers/marbles';
import { mined, withdrawal } from '../helpers/withdrawal-fixtures';
import { fakeFeedContext } from './helpers/fake-socket';

const frame = (type: string, data: unknown) => JSON.stringify({ ch: 'withdrawals', type, seq: 1, ts: 2, data });
const kindOf = (text: string) => {
  const parsed = parseFrame(text);
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};
const rejected = withdrawal({ status: 'rejected', rejectReason: 'Address under review', rejectedAt: 1_700_000_005_000, version: 2 });

describe('withdrawals channel', () => {
  it.each([
    ['withdrawals', 'withdrawals'],
    ['withdrawals.USDT', null],
  ])('%s is of family %s', (ch, family) => {
    expect(familyOf(ch)).toBe(family);
  });

  it.each<[string, string, string]>([
    ['a snapshot', frame('snapshot', [withdrawal(), mined(withdrawal({ id: '2' }), 3)]), 'push'],
    ['an empty snapshot', frame('snapshot', []), 'push'],
    [
      'a broadcast with a 0x hash',
      frame('update', { ...mined(withdrawal({ network: 'ERC20' }), 0), txHash: `0x${'b'.repeat(64)}` }),
      'push',
    ],
    ['a rejection with its reason', frame('update', rejected), 'push'],
    ['one waiting for review', frame('update', withdrawal({ status: 'review' })), 'push'],
    ['an update that is a list', frame('update', [withdrawal()]), 'bad-shape'],
    ['a fee as a number', frame('update', { ...withdrawal(), fee: 1 }), 'bad-shape'],
    ['an unknown status', frame('update', withdrawal({ status: 'lost' as never })), 'bad-shape'],
    ['an unknown network', frame('update', withdrawal({ network: 'SOL' as never })), 'bad-shape'],
    ['no version', frame('update', { ...withdrawal(), version: undefined }), 'bad-shape'],
  ])('%s → %s', (_name, text, expected) => {
    expect(kindOf(text)).toBe(expected);
  });
});

describe('applyWithdrawals', () => {
  const first = withdrawal({ id: '1', createdAt: 1000 });
  const second = withdrawal({ id: '2', createdAt: 2000 });

  it('lists newest first and keeps confirmed and rejected withdrawals in the list', () => {
    const state = applyWithdrawals(NO_WITHDRAWALS, {
      type: 'snapshot',
      data: [first, mined(second, 3), { ...rejected, id: '3', createdAt: 500 }],
    });
    expect(state.open.map((w) => [w.id, w.status])).toEqual([
      ['2', 'confirmed'],
      ['1', 'submitted'],
      ['3', 'rejected'],
    ]);
  });

  it('upserts each change and drops a late, older push of the same withdrawal', () => {
    let state = applyWithdrawals(NO_WITHDRAWALS, { type: 'snapshot', data: [first] });
    state = applyWithdrawals(state, { type: 'update', data: mined(first, 3) });
    state = applyWithdrawals(state, { type: 'update', data: mined(first, 1) });
    expect(state.open).toEqual([mined(first, 3)]);
  });
});

describe('withdrawals feed', () => {
  it('is empty signed out and follows the channel while signed in', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('             -x---x---x---x');
      const token$ = hot('  n---t---------', { n: null, t: 'token-1' });
      const pushes = hot('  ------ab----c-', {
        a: { ch: 'withdrawals', type: 'snapshot', seq: 0, ts: 0, data: [withdrawal()] } satisfies Push,
        b: { ch: 'withdrawals', type: 'update', seq: 0, ts: 0, data: mined(withdrawal(), 0) } satisfies Push,
        c: { ch: 'withdrawals', type: 'update', seq: 0, ts: 0, data: mined(withdrawal(), 3) } satisfies Push,
      });
      const { ctx, joined } = fakeFeedContext({ withdrawals: pushes });
      expectObservable(createPrivateFeeds(ctx, token$).withdrawals$).toBe('-e-------x---y', {
        e: [],
        x: [mined(withdrawal(), 0)],
        y: [mined(withdrawal(), 3)],
      });
      return joined;
    });
    expect(joined).toEqual(['withdrawals']);
  });
});
