import { describe, expect, it } from 'vitest';
import { familyOf, isPrivateChannel } from '../../src/streams/channels';
import { parseFrame } from '../../src/streams/parse-message';
import { cycleOrder, indexTick, settledWin } from '../helpers/cycle-fixtures';

const push = (ch: string, type: string, data: unknown) => JSON.stringify({ ch, type, seq: 1, ts: 2, data });
const kindOf = (frame: string) => {
  const parsed = parseFrame(frame);
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};

describe('cycle channels', () => {
  it.each([
    ['index.BTCUSDT', 'index'],
    ['index.XAUUSDT', 'index'],
    ['cycleOrders', 'cycleOrders'],
    ['index.BTCUSDT-PERP', null],
    ['index.btcusdt', null],
    ['index', null],
    ['cycleOrders.BTCUSDT', null],
  ])('%s is of family %s', (ch, family) => {
    expect(familyOf(ch)).toBe(family);
  });

  it('subscribes cycleOrders only once authenticated; the index channels are public', () => {
    expect([isPrivateChannel('cycleOrders'), isPrivateChannel('index.BTCUSDT')]).toEqual([true, false]);
  });
});

describe('cycle pushes', () => {
  it.each<[string, string, string]>([
    ['an index snapshot', push('index.BTCUSDT', 'snapshot', [indexTick(1), indexTick(2)]), 'push'],
    ['an empty index snapshot (no tick yet)', push('index.XAUUSDT', 'snapshot', []), 'push'],
    ['an index update', push('index.BTCUSDT', 'update', indexTick(3)), 'push'],
    ['an index update that is a list', push('index.BTCUSDT', 'update', [indexTick(3)]), 'bad-shape'],
    ['a tick with seq 0', push('index.BTCUSDT', 'update', indexTick(0)), 'bad-shape'],
    ['a tick with a negative price', push('index.BTCUSDT', 'update', indexTick(1, '-1')), 'bad-shape'],
    ['a tick with a number price', push('index.BTCUSDT', 'update', { ...indexTick(1), price: 60000 }), 'bad-shape'],
    ['a cycle orders snapshot', push('cycleOrders', 'snapshot', [cycleOrder()]), 'push'],
    ['an accepted order', push('cycleOrders', 'update', cycleOrder()), 'push'],
    ['a settled win', push('cycleOrders', 'update', settledWin()), 'push'],
    ['a settled loss (negative profit)', push('cycleOrders', 'update', { ...settledWin(), outcome: 'lose', profit: '-100.10' }), 'push'],
    ['a commodities order', push('cycleOrders', 'update', cycleOrder({ symbol: 'XAUUSDT', category: 'commodities' })), 'push'],
    ['an unknown direction', push('cycleOrders', 'update', { ...cycleOrder(), direction: 'sideways' }), 'bad-shape'],
    ['an unknown outcome', push('cycleOrders', 'update', { ...settledWin(), outcome: 'draw' }), 'bad-shape'],
    ['a settled order whose exit tick is malformed', push('cycleOrders', 'update', { ...settledWin(), exit: { seq: 1 } }), 'bad-shape'],
    ['an order without entry', push('cycleOrders', 'update', { ...cycleOrder(), entry: null }), 'bad-shape'],
    ['an order without version', push('cycleOrders', 'update', { ...cycleOrder(), version: undefined }), 'bad-shape'],
    ['a stake as a number', push('cycleOrders', 'update', { ...cycleOrder(), stake: 100 }), 'bad-shape'],
  ])('%s → %s', (_name, frame, expected) => {
    expect(kindOf(frame)).toBe(expected);
  });
});
