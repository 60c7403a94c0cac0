import { describe, expect, it } from 'vitest';
import type { Position } from '@contract/futures';
import {
  applyFuturesOrders,
  applyMark,
  applyMarks,
  applyPositions,
  NO_FUTURES_ORDERS,
  NO_POSITIONS,
  type PositionsState,
} from '../../src/streams/futures-reducers';
import type { VersionedMsg } from '../../src/streams/versioned-rows';
import { futuresOrder, markTick, position } from '../helpers/futures-fixtures';

const update = (data: Position): VersionedMsg<Position> => ({ type: 'update', data });
const reduce = (messages: VersionedMsg<Position>[], from: PositionsState = NO_POSITIONS) => messages.reduce(applyPositions, from);
const ids = (state: PositionsState) => state.open.map((p) => `${p.id}@${p.version}`);

describe('applyPositions', () => {
  it('keys positions by id, newest first', () => {
    const state = reduce([update(position({ id: '1', openedAt: 1 })), update(position({ id: '2', openedAt: 2 }))]);
    expect(ids(state)).toEqual(['2@1', '1@1']);
  });

  it('a newer version replaces the position; an older or equal one is dropped', () => {
    const state = reduce([
      update(position({ version: 1 })),
      update(position({ version: 3, quantity: '5' })),
      update(position({ version: 2, quantity: '8' })),
      update(position({ version: 3, quantity: '9' })),
    ]);
    expect(state.open.map((p) => p.quantity)).toEqual(['5']);
  });

  it('quantity "0" removes the position, and a late push of an older version does not bring it back', () => {
    const state = reduce([
      update(position({ version: 1 })),
      update(position({ version: 2, quantity: '0' })),
      update(position({ version: 1 })),
    ]);
    expect(state.open).toEqual([]);
    expect(state.finished.get('1')).toBe(2);
  });

  it('a snapshot (after a reconnect) replaces the positions, except those already seen closed', () => {
    const before = reduce([update(position({ id: '1' })), update(position({ id: '2', version: 4, quantity: '0' }))]);
    const after = applyPositions(before, {
      type: 'snapshot',
      data: [position({ id: '2', version: 3 }), position({ id: '3', openedAt: 5 })],
    });
    expect(ids(after)).toEqual(['3@1']);
  });
});

describe('applyFuturesOrders', () => {
  it('follows the order rules: filled or cancelled removes, stale versions are dropped', () => {
    const state = [
      { type: 'snapshot' as const, data: [futuresOrder({ id: '1' }), futuresOrder({ id: '2', createdAt: 2 })] },
      { type: 'update' as const, data: futuresOrder({ id: '1', version: 2, status: 'filled' as const }) },
      { type: 'update' as const, data: futuresOrder({ id: '1', version: 1 }) },
    ].reduce(applyFuturesOrders, NO_FUTURES_ORDERS);
    expect(state.open.map((o) => o.id)).toEqual(['2']);
  });
});

describe('marks', () => {
  it('applyMark keeps the tick with the highest sequence', () => {
    const held = applyMark(null, { data: markTick('1.00', 5) });
    expect(applyMark(held, { data: markTick('2.00', 4) }).mark).toBe('1.00');
    expect(applyMark(held, { data: markTick('3.00', 6) }).mark).toBe('3.00');
  });

  it('applyMarks keeps one tick per perpetual; a snapshot replaces the map', () => {
    const a = applyMarks(new Map(), { type: 'snapshot', data: [markTick('1', 1), markTick('10', 1, 'ETHUSDT-PERP')] });
    const b = applyMarks(a, { type: 'update', data: [markTick('2', 2)] });
    expect([...b.values()].map((t) => t.mark)).toEqual(['2', '10']);
    const c = applyMarks(b, { type: 'snapshot', data: [markTick('3', 3)] });
    expect([...c.keys()]).toEqual(['BTCUSDT-PERP']);
  });
});
