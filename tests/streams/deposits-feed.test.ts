import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { familyOf } from '../../src/streams/channels';
import { applyDeposits, NO_DEPOSITS } from '../../src/streams/deposits-reducer';
import { parseFrame } from '../../src/streams/parse-message';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { confirmed, deposit } from '../helpers/deposit-fixtures';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const frame = (type: string, data: unknown) => JSON.stringify({ ch: 'deposits', type, seq: 1, ts: 2, data });
const kindOf = (text: string) => {
  const parsed = parseFrame(text);
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};

describe('deposits channel', () => {
  it.each([
    ['deposits', 'deposits'],
    ['deposits.USDT', null],
  ])('%s is of family %s', (ch, family) => {
    expect(familyOf(ch)).toBe(family);
  });

  it.each<[string, string, string]>([
    ['a snapshot', frame('snapshot', [deposit(), confirmed(deposit({ id: '2' }), 3)]), 'push'],
    ['an empty snapshot', frame('snapshot', []), 'push'],
    ['a confirmation', frame('update', confirmed(deposit(), 1)), 'push'],
    ['a 0x transaction hash (66 characters)', frame('update', deposit({ network: 'ERC20', txHash: `0x${'b'.repeat(64)}` })), 'push'],
    ['a deposit with its voucher', frame('update', deposit({ proofUrl: '/uploads/a.webp' })), 'push'],
    ['an update that is a list', frame('update', [deposit()]), 'bad-shape'],
    ['an amount as a number', frame('update', { ...deposit(), amount: 250 }), 'bad-shape'],
    ['an unknown network', frame('update', deposit({ network: 'SOL' as never })), 'bad-shape'],
    ['an unknown status', frame('update', deposit({ status: 'lost' as never })), 'bad-shape'],
    ['negative confirmations', frame('update', deposit({ confirmations: -1 })), 'bad-shape'],
    ['no version', frame('update', { ...deposit(), version: undefined }), 'bad-shape'],
  ])('%s → %s', (_name, text, expected) => {
    expect(kindOf(text)).toBe(expected);
  });
});

describe('applyDeposits', () => {
  const first = deposit({ id: '1', createdAt: 1000 });
  const second = deposit({ id: '2', createdAt: 2000 });

  it('lists newest first and keeps unlocked deposits in the list', () => {
    const state = applyDeposits(NO_DEPOSITS, { type: 'snapshot', data: [first, confirmed(second, 3)] });
    expect(state.open).toEqual([confirmed(second, 3), first]);
  });

  it('upserts each confirmation and drops a late, older push of the same deposit', () => {
    let state = applyDeposits(NO_DEPOSITS, { type: 'snapshot', data: [first] });
    state = applyDeposits(state, { type: 'update', data: confirmed(first, 2) });
    state = applyDeposits(state, { type: 'update', data: confirmed(first, 1) });
    expect(state.open).toEqual([confirmed(first, 2)]);
    state = applyDeposits(state, { type: 'update', data: second });
    expect(state.open.map((d) => d.id)).toEqual(['2', '1']);
  });
});

describe('deposits feed', () => {
  it('is empty signed out and follows the channel while signed in', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('             -x---x---x---x');
      const token$ = hot('  n---t---------', { n: null, t: 'token-1' });
      const pushes = hot('  ------ab----c-', {
        a: { ch: 'deposits', type: 'snapshot', seq: 0, ts: 0, data: [deposit()] } satisfies Push,
        b: { ch: 'deposits', type: 'update', seq: 0, ts: 0, data: confirmed(deposit(), 1) } satisfies Push,
        c: { ch: 'deposits', type: 'update', seq: 0, ts: 0, data: confirmed(deposit(), 3) } satisfies Push,
      });
      const { ctx, joined } = fakeFeedContext({ deposits: pushes });
      expectObservable(createPrivateFeeds(ctx, token$).deposits$).toBe('-e-------x---y', {
        e: [],
        x: [confirmed(deposit(), 1)],
        y: [confirmed(deposit(), 3)],
      });
      return joined;
    });
    expect(joined).toEqual(['deposits']);
  });
});
