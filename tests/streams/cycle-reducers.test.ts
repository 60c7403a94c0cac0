import { describe, expect, it } from 'vitest';
import type { CycleOrder, IndexTick } from '@contract/cycle';
import {
  applyCycleOrders,
  applyIndexTicks,
  cycleOrdersOf,
  INDEX_RING_SIZE,
  NO_CYCLE_ORDERS,
  SETTLED_SHOWN,
  type CycleOrdersState,
} from '../../src/streams/cycle-reducers';
import { cycleOrder, indexTick, settledWin } from '../helpers/cycle-fixtures';

const snapshot = <T>(data: T[]) => ({ type: 'snapshot' as const, data });
const update = <T>(data: T) => ({ type: 'update' as const, data });
const seqs = (ticks: readonly IndexTick[]) => ticks.map((tick) => tick.seq);
const ids = (orders: readonly CycleOrder[]) => orders.map((order) => `${order.id}:${order.status}:${order.version}`);

describe('applyIndexTicks', () => {
  it.each<[string, number[], { type: 'snapshot'; seqs: number[] } | { type: 'update'; seq: number }, number[]]>([
    ['a snapshot replaces what was held', [1, 2], { type: 'snapshot', seqs: [7, 8, 9] }, [7, 8, 9]],
    ['an update appends the next tick', [1, 2], { type: 'update', seq: 3 }, [1, 2, 3]],
    ['an update after a gap still appends (the log has it; the chart shows what came)', [1, 2], { type: 'update', seq: 5 }, [1, 2, 5]],
    ['a repeated tick is dropped', [1, 2], { type: 'update', seq: 2 }, [1, 2]],
    ['a late (older) tick is dropped', [1, 2, 3], { type: 'update', seq: 1 }, [1, 2, 3]],
    ['the first update of an empty ring is kept', [], { type: 'update', seq: 4 }, [4]],
  ])('%s', (_name, held, msg, expected) => {
    const ticks = held.map((seq) => indexTick(seq));
    const next = applyIndexTicks(ticks, msg.type === 'snapshot' ? snapshot(msg.seqs.map((s) => indexTick(s))) : update(indexTick(msg.seq)));
    expect(seqs(next)).toEqual(expected);
  });

  it('keeps the last INDEX_RING_SIZE ticks of a long snapshot and of a full ring plus one', () => {
    const many = Array.from({ length: INDEX_RING_SIZE + 5 }, (_, i) => indexTick(i + 1));
    const full = applyIndexTicks([], snapshot(many));
    expect(full).toHaveLength(INDEX_RING_SIZE);
    expect(full[0]?.seq).toBe(6);
    const next = applyIndexTicks(full, update(indexTick(INDEX_RING_SIZE + 6)));
    expect(next).toHaveLength(INDEX_RING_SIZE);
    expect([next[0]?.seq, next.at(-1)?.seq]).toEqual([7, INDEX_RING_SIZE + 6]);
  });

  it('returns the same ring for a dropped tick and never changes the one it was given', () => {
    const ticks = [indexTick(1), indexTick(2)];
    expect(applyIndexTicks(ticks, update(indexTick(2)))).toBe(ticks);
    applyIndexTicks(ticks, update(indexTick(3)));
    expect(seqs(ticks)).toEqual([1, 2]);
  });
});

describe('applyCycleOrders', () => {
  const apply = (...msgs: Parameters<typeof applyCycleOrders>[1][]) =>
    msgs.reduce<CycleOrdersState>((state, msg) => applyCycleOrders(state, msg), NO_CYCLE_ORDERS);
  const first = cycleOrder({ id: '1', openTime: 10_000 });
  const second = cycleOrder({ id: '2', openTime: 20_000 });

  it.each<[string, Parameters<typeof applyCycleOrders>[1][], string[]]>([
    ['a snapshot lists the open orders newest first', [snapshot([first, second])], ['2:open:1', '1:open:1']],
    ['an accepted update adds an order', [snapshot([first]), update(second)], ['2:open:1', '1:open:1']],
    [
      'a settled update stays in the list with its result',
      [snapshot([first, second]), update(settledWin(first))],
      ['2:open:1', '1:settled:2'],
    ],
    ['the next snapshot drops the settled order', [snapshot([first]), update(settledWin(first)), snapshot([second])], ['2:open:1']],
    [
      'a stale accepted push after the settlement is dropped',
      [snapshot([first]), update(settledWin(first)), update(first)],
      ['1:settled:2'],
    ],
    ['a repeated settled push is listed once', [snapshot([first]), update(settledWin(first)), update(settledWin(first))], ['1:settled:2']],
    [
      'a settled order the snapshot still lists as open (taken before) is not brought back',
      [update(settledWin(first)), snapshot([first, second])],
      ['2:open:1'],
    ],
    ['same open time: the larger id first', [snapshot([cycleOrder({ id: '9' }), cycleOrder({ id: '10' })])], ['10:open:1', '9:open:1']],
  ])('%s', (_name, msgs, expected) => {
    expect(ids(cycleOrdersOf(apply(...msgs)))).toEqual(expected);
  });

  it('unchanged input returns the same state', () => {
    const state = apply(snapshot([first]), update(settledWin(first)));
    expect(applyCycleOrders(state, update(settledWin(first)))).toBe(state);
  });

  it('keeps at most SETTLED_SHOWN results between snapshots, the newest', () => {
    const orders = Array.from({ length: SETTLED_SHOWN + 3 }, (_, i) => cycleOrder({ id: String(i + 1), openTime: i }));
    const state = orders.reduce(
      (s, order) => applyCycleOrders(applyCycleOrders(s, update(order)), update(settledWin(order))),
      NO_CYCLE_ORDERS,
    );
    const listed = cycleOrdersOf(state);
    expect(listed).toHaveLength(SETTLED_SHOWN);
    expect(listed[0]?.id).toBe(String(SETTLED_SHOWN + 3));
  });
});
