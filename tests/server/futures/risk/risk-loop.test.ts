/** The risk loop on a fake trading service: liquidations with their evidence, TP/SL, and revaluation on changes. */
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkTick } from '@contract/futures';
import { Bus } from '../../../../server/bus';
import { RiskLoop } from '../../../../server/futures/risk/risk-loop';
import { fromUnits, toUnits } from '../../../../server/money';
import { FakeTrading, openPosition } from './fake-trading';

let seq = 0;
const tick = (symbol: string, mark: string): MarkTick => ({
  symbol,
  seq: ++seq,
  ts: 1_700_000_000_000 + seq * 1000,
  index: mark,
  mark,
  fundingRate: '0.0001',
  nextFundingTime: 0,
});

const loops: RiskLoop[] = [];
async function started(trading: FakeTrading, bus: Bus): Promise<RiskLoop> {
  const loop = new RiskLoop({ trading, bus });
  loops.push(loop);
  await loop.start();
  return loop;
}
afterEach(async () => {
  for (const loop of loops.splice(0)) await loop.stop();
});

async function marks(bus: Bus, loop: RiskLoop, symbol: string, ...prices: string[]): Promise<void> {
  for (const price of prices) bus.emit('mark', tick(symbol, price));
  await loop.settled();
}

/** The cross account of tests/server/futures/math/account-risk.test.ts: a BTC long and an ETH short, wallet 1,000 + 300. */
function crossAccount(trading: FakeTrading, userId: number) {
  const btc = openPosition({ userId, marginMode: 'cross', lots: 500n, cost: toUnits('20000'), margin: toUnits('400') });
  const eth = openPosition({
    userId,
    symbol: 'ETHUSDT-PERP',
    side: 'short',
    marginMode: 'cross',
    lots: 300n,
    cost: toUnits('6000'),
    margin: toUnits('300'),
  });
  trading.wallets.set(userId, { available: toUnits('1000'), frozen: toUnits('300') });
  trading.open(btc);
  trading.open(eth);
  return { btc, eth };
}

describe('risk loop: liquidation', () => {
  it('liquidates an isolated long when the mark reaches its LP, with the tick, LP and MM as evidence, once', async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const long = openPosition(); // LP 45,180.73 (tests/server/futures/math/liquidation-price.test.ts)
    trading.open(long);
    const loop = await started(trading, bus);
    await marks(bus, loop, 'BTCUSDT-PERP', '46000', '45180.74');
    expect(trading.liquidations).toEqual([]);
    await marks(bus, loop, 'BTCUSDT-PERP', '45180.73', '45000');
    expect(trading.liquidations).toHaveLength(1);
    // MM at the mark: 0.1 × 45,180.73 × 0.4 % = 18.072292
    expect(trading.liquidations[0]).toEqual({
      positionId: long.id,
      evidence: {
        mark: '45180.73',
        markTs: expect.any(Number),
        markSeq: seq - 1,
        liquidationPrice: '45180.73',
        maintenanceMargin: '18.07229200',
      },
    });
    expect(loop.book.get(long.id)).toBeUndefined();
  });

  it('reaches a short on a rise and leaves other perpetuals alone', async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const short = openPosition({ side: 'short' }); // LP 54,780.87
    const eth = openPosition({ symbol: 'ETHUSDT-PERP', lots: 10n, cost: 200n * 100_000_000n, margin: 20n * 100_000_000n });
    trading.open(short);
    trading.open(eth);
    const loop = await started(trading, bus);
    await marks(bus, loop, 'BTCUSDT-PERP', '54780.86');
    expect(trading.liquidations).toEqual([]);
    await marks(bus, loop, 'BTCUSDT-PERP', '54780.87');
    expect(trading.liquidations.map((l) => l.positionId)).toEqual([short.id]);
  });

  it("moves a cross position's LP when the user's cross position on another perpetual moves, and when the wallet changes", async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const { btc } = crossAccount(trading, 7);
    const loop = await started(trading, bus);
    // the account of tests/server/futures/math/account-risk.test.ts: at BTC 41,000 and ETH 2,100, BTC's LP is 36,873.50
    await marks(bus, loop, 'BTCUSDT-PERP', '41000');
    await marks(bus, loop, 'ETHUSDT-PERP', '2100');
    expect(fromUnits(loop.book.liquidations.liquidationPriceOf(String(btc.id))!, 2)).toBe('36873.50');
    // ETH rises to 2,500: UPNL1 = 6,000 − 7,500 = −1,500, TMM1 = 7,500 × 1 % = 75:
    // (2000 − 75 − 1500 − 20000) / −0.498 = 39307.2289… → 39307.23
    await marks(bus, loop, 'ETHUSDT-PERP', '2500');
    const after = loop.book.liquidations.liquidationPriceOf(String(btc.id))!;
    expect(fromUnits(after, 2)).toBe('39307.23');
    // a transfer out of the contract wallet raises it further
    trading.wallets.set(7, { available: toUnits('500'), frozen: toUnits('300') });
    bus.emit('balance', 7, []);
    await loop.settled();
    expect(loop.book.liquidations.liquidationPriceOf(String(btc.id))!).toBeGreaterThan(after);
  });

  it('indexes a position opened after the start from its bus event and forgets it when it closes', async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const loop = await started(trading, bus);
    const long = openPosition();
    trading.open(long, true);
    await loop.settled();
    expect(loop.book.liquidations.liquidationPriceOf(String(long.id))).toBe(toUnits('45180.73'));
    trading.positions.delete(long.id);
    bus.emit('position', long.userId, { id: String(long.id), quantity: '0' } as never);
    await marks(bus, loop, 'BTCUSDT-PERP', '40000');
    expect(trading.liquidations).toEqual([]);
  });
});

describe('risk loop: take-profit and stop-loss', () => {
  it('closes a long at its take-profit on a rise and a short at its stop-loss, with the triggering tick', async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const long = openPosition({ takeProfit: toUnits('55000'), stopLoss: toUnits('48000') });
    // 2x, so its liquidation price (about 74,700) stays out of the way
    const short = openPosition({
      userId: 2,
      side: 'short',
      leverage: 2,
      margin: toUnits('2500'),
      takeProfit: toUnits('45000'),
      stopLoss: toUnits('54000'),
    });
    trading.open(long);
    trading.open(short);
    const loop = await started(trading, bus);
    await marks(bus, loop, 'BTCUSDT-PERP', '53999.99');
    expect(trading.closes).toEqual([]);
    await marks(bus, loop, 'BTCUSDT-PERP', '55000', '56000');
    // rising triggers fire from the lowest price up: the short's 54,000 before the long's 55,000
    expect(trading.closes.map((c) => [c.positionId, c.kind, fromUnits(c.tick.mark, 2)])).toEqual([
      [short.id, 'stopLoss', '55000.00'],
      [long.id, 'takeProfit', '55000.00'],
    ]);
  });

  it('liquidates rather than stops a position whose LP and stop-loss the same tick reaches', async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const long = openPosition({ stopLoss: toUnits('45500') });
    trading.open(long);
    const loop = await started(trading, bus);
    await marks(bus, loop, 'BTCUSDT-PERP', '45000');
    expect(trading.liquidations.map((l) => l.positionId)).toEqual([long.id]);
    expect(trading.closes).toEqual([]);
  });
});

describe('risk loop: cross positions on several perpetuals', () => {
  it("liquidates the whole cross account on the tick that breaks it, each position with its own perpetual's latest tick", async () => {
    const bus = new Bus();
    const trading = new FakeTrading(bus);
    const { btc, eth } = crossAccount(trading, 9);
    const loop = await started(trading, bus);
    await marks(bus, loop, 'BTCUSDT-PERP', '39300');
    await marks(bus, loop, 'ETHUSDT-PERP', '2100');
    expect(trading.liquidations).toEqual([]);
    const btcSeq = seq - 1;
    // ETH at 2,500 reaches the short's own LP (2,498.81: WB 2,000, TMM1 78.60, UPNL1 −350 at BTC 39,300) and moves the
    // BTC long's LP to 39,307.23, above BTC's latest mark of 39,300: the BTC long goes on the same tick, with BTC's tick
    await marks(bus, loop, 'ETHUSDT-PERP', '2500');
    expect(trading.liquidations.map((l) => [l.positionId, l.evidence.mark, l.evidence.markSeq, l.evidence.liquidationPrice])).toEqual([
      [eth.id, '2500', seq, '2498.81'],
      [btc.id, '39300', btcSeq, '39307.23'],
    ]);
  });
});
