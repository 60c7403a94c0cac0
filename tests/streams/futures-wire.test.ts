import { describe, expect, it } from 'vitest';
import { familyOf } from '../../src/streams/channels';
import { parseFrame } from '../../src/streams/parse-message';
import { futuresOrder, markTick, position } from '../helpers/futures-fixtures';

const push = (ch: string, type: string, data: unknown) => JSON.stringify({ ch, type, seq: 1, ts: 2, data });
const kindOf = (frame: string) => {
  const parsed = parseFrame(frame);
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};

describe('futures channels', () => {
  it.each([
    ['ticker.BTCUSDT-PERP', 'ticker'],
    ['depth.BTCUSDT-PERP', 'depth'],
    ['trades.BTCUSDT-PERP', 'trades'],
    ['kline.BTCUSDT-PERP.1m', 'kline'],
    ['mark.BTCUSDT-PERP', 'mark'],
    ['marks', 'marks'],
    ['positions', 'positions'],
    ['futuresOrders', 'futuresOrders'],
    ['mark.BTCUSDT', null],
    ['depth.BTCUSDT-SWAP', null],
    ['depth.btcusdt-PERP', null],
    ['positions.BTCUSDT-PERP', null],
  ])('%s is of family %s', (ch, family) => {
    expect(familyOf(ch)).toBe(family);
  });
});

describe('futures pushes', () => {
  it.each<[string, string, string]>([
    ['a mark snapshot', push('mark.BTCUSDT-PERP', 'snapshot', markTick('60000.00')), 'push'],
    ['a marks update', push('marks', 'update', [markTick('60000.00'), markTick('3000.00', 2, 'ETHUSDT-PERP')]), 'push'],
    ['a negative funding rate', push('mark.BTCUSDT-PERP', 'update', { ...markTick('1'), fundingRate: '-0.0002' }), 'push'],
    ['a mark without a sequence', push('mark.BTCUSDT-PERP', 'update', { ...markTick('1'), seq: 0 }), 'bad-shape'],
    ['a negative mark', push('mark.BTCUSDT-PERP', 'update', markTick('-1')), 'bad-shape'],
    ['a positions snapshot', push('positions', 'snapshot', [position()]), 'push'],
    ['a closed position (quantity "0")', push('positions', 'update', position({ quantity: '0', closableQty: '0' })), 'push'],
    ['a position with TP/SL', push('positions', 'update', position({ takeProfit: '70000.00', stopLoss: '55000.00' })), 'push'],
    ['a losing position', push('positions', 'update', position({ unrealizedPnl: '-12.5', roe: '-20.83' })), 'push'],
    ['a position with lots in decimals', push('positions', 'update', position({ quantity: '1.5' })), 'bad-shape'],
    ['a position of side "buy"', push('positions', 'update', { ...position(), side: 'buy' }), 'bad-shape'],
    ['a position update that is a list', push('positions', 'update', [position()]), 'bad-shape'],
    ['a futures orders snapshot', push('futuresOrders', 'snapshot', [futuresOrder()]), 'push'],
    ['a liquidation order', push('futuresOrders', 'update', futuresOrder({ origin: 'liquidation', action: 'close' })), 'push'],
    ['a futures order without version', push('futuresOrders', 'update', { ...futuresOrder(), version: undefined }), 'bad-shape'],
    ['a futures order of leverage 0', push('futuresOrders', 'update', futuresOrder({ leverage: 0 })), 'bad-shape'],
  ])('%s → %s', (_name, frame, expected) => {
    expect(kindOf(frame)).toBe(expected);
  });
});
