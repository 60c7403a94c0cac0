/** The funding job over days of a ManualClock (no sleeping): on time, once each, zero-sum, catching up after a restart. */
import { describe, expect, it } from 'vitest';
import type { MarkTick, PerpetualInfo } from '@contract/futures';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { ManualClock } from '../../../../server/clock';
import { FundingJob } from '../../../../server/futures/risk/funding-job';
import type { FundingPrices } from '../../../../server/futures/risk/risk-ports';
import { FakeTrading, openPosition } from './fake-trading';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 1, 5); // 05:00 UTC: the first funding is 08:00
const BTC = findPerpetual('BTCUSDT-PERP')!;

/** a tick every second from START up to the clock's time (or up to `recordedUntil`), all at mark 60,000 */
class FakePrices implements FundingPrices {
  recordedUntil = Infinity;
  constructor(private readonly clock: ManualClock) {}

  tickFrom(perp: PerpetualInfo, ts: number): Promise<MarkTick | null> {
    const at = Math.ceil(Math.max(ts, START) / 1000) * 1000;
    if (at > Math.min(this.clock.now(), this.recordedUntil)) return Promise.resolve(null);
    const seq = (at - START) / 1000 + 1;
    return Promise.resolve({ symbol: perp.symbol, seq, ts: at, index: '60000', mark: '60000', fundingRate: '0.0001', nextFundingTime: 0 });
  }

  intervalRate(): Promise<{ rate: string; seq: number }> {
    return Promise.resolve({ rate: '0.0001', seq: 1 });
  }
}

function setUp() {
  const clock = new ManualClock(START);
  const trading = new FakeTrading();
  trading.open(openPosition({ id: 101, userId: 1, lots: 10n }));
  trading.open(openPosition({ id: 102, userId: 2, side: 'short', lots: 4n }));
  trading.open(openPosition({ id: 103, userId: 3, side: 'short', lots: 6n }));
  const prices = new FakePrices(clock);
  const job = () => new FundingJob({ clock, trading, prices, perpetuals: [BTC] });
  return { clock, trading, prices, job };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(5, 16);

describe('funding job', () => {
  it('charges at 00:00, 08:00 and 16:00 UTC over three days, each time once, with the tick at that time', async () => {
    const { clock, trading, job } = setUp();
    const funding = job();
    for (let hour = 0; hour < 71; hour++) {
      clock.advance(HOUR);
      await funding.runDue();
      await funding.runDue(); // a second call in the same hour finds nothing due
    }
    expect(trading.fundings.map((f) => iso(f.fundingTime))).toEqual([
      '01-01T08:00',
      '01-01T16:00',
      '01-02T00:00',
      '01-02T08:00',
      '01-02T16:00',
      '01-03T00:00',
      '01-03T08:00',
      '01-03T16:00',
      '01-04T00:00',
    ]);
    expect(trading.fundingCalls).toBe(9);
    for (const run of trading.fundings) {
      expect(run.tick.ts).toBe(run.fundingTime);
      expect(run.rate).toBe('0.0001');
      // the long (0.01 BTC) pays 0.01 × 60,000 × 0.0001 = 0.06; the shorts receive 0.024 and 0.036
      expect(Object.fromEntries(run.payments)).toEqual({ 101: -6_000_000n, 102: 2_400_000n, 103: 3_600_000n });
      expect([...run.payments.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
    }
  });

  it('between funding times answers from memory, without asking the service', async () => {
    const { clock, trading, job } = setUp();
    const funding = job();
    await funding.runDue();
    for (let minute = 0; minute < 170; minute++) {
      clock.advance(60_000);
      await funding.runDue();
    }
    expect(trading.fundingReads).toBe(1);
    expect(trading.fundings).toEqual([]);
    clock.advance(20 * 60_000); // 08:00 and after
    await funding.runDue();
    expect(trading.fundings).toHaveLength(1);
    expect(trading.fundingReads).toBe(1);
  });

  it('after a restart runs every missed funding time once, in order, and nothing twice', async () => {
    const { clock, trading, job } = setUp();
    clock.advance(4 * HOUR); // 09:00
    await job().runDue();
    expect(trading.fundings).toHaveLength(1);
    clock.advance(2 * 24 * HOUR); // down for two days: 09:00 two days later
    const restarted = job();
    await Promise.all([restarted.runDue(), restarted.runDue()]);
    expect(trading.fundings.map((f) => iso(f.fundingTime))).toEqual([
      '01-01T08:00',
      '01-01T16:00',
      '01-02T00:00',
      '01-02T08:00',
      '01-02T16:00',
      '01-03T00:00',
      '01-03T08:00',
    ]);
    expect(trading.fundingCalls).toBe(7);
    await restarted.runDue();
    expect(trading.fundingCalls).toBe(7);
  });

  it('after a restart charges a missed funding time only to the positions held at that time', async () => {
    const { clock, trading, job } = setUp();
    clock.advance(4 * HOUR); // 09:00: 08:00 is charged
    await job().runDue();
    // while the server is down, a long and a short open at 12:00 the next day
    const noonNextDay = Date.UTC(2026, 0, 2, 12);
    trading.open(openPosition({ id: 104, userId: 4, lots: 5n, openedAt: noonNextDay }));
    trading.open(openPosition({ id: 105, userId: 5, side: 'short', lots: 5n, openedAt: noonNextDay }));
    clock.advance(2 * 24 * HOUR); // restarted at 09:00 two days later
    await job().runDue();
    const payers = (time: number) => [...trading.fundings.find((f) => f.fundingTime === time)!.payments.keys()].sort();
    for (const missed of [Date.UTC(2026, 0, 1, 16), Date.UTC(2026, 0, 2, 0), Date.UTC(2026, 0, 2, 8)])
      expect(payers(missed), iso(missed)).toEqual([101, 102, 103]);
    for (const after of [Date.UTC(2026, 0, 2, 16), Date.UTC(2026, 0, 3, 0), Date.UTC(2026, 0, 3, 8)])
      expect(payers(after), iso(after)).toEqual([101, 102, 103, 104, 105]);
  });

  it('waits for the first tick at or after a funding time before charging it', async () => {
    const { clock, trading, prices, job } = setUp();
    prices.recordedUntil = Date.UTC(2026, 0, 1, 7, 59, 59);
    clock.advance(4 * HOUR);
    await job().runDue();
    expect(trading.fundings).toEqual([]);
    prices.recordedUntil = Infinity;
    await job().runDue();
    expect(trading.fundings.map((f) => iso(f.tick.ts))).toEqual(['01-01T08:00']);
  });
});

describe('funding job failures', () => {
  it('computes a refused run again on the next call, and one perpetual failing does not hold up another', async () => {
    const { clock, trading, prices } = setUp();
    const eth = findPerpetual('ETHUSDT-PERP')!;
    trading.open(openPosition({ id: 201, userId: 4, symbol: eth.symbol, lots: 5n }));
    trading.open(openPosition({ id: 202, userId: 5, symbol: eth.symbol, side: 'short', lots: 5n }));
    const apply = trading.applyFunding.bind(trading);
    let refuse = true;
    trading.applyFunding = (run) => (refuse && run.symbol === BTC.symbol ? Promise.reject(new Error('stale run')) : apply(run));
    const job = new FundingJob({ clock, trading, prices, perpetuals: [BTC, eth] });
    clock.advance(4 * HOUR);
    await job.runDue();
    expect(trading.fundings.map((f) => f.symbol)).toEqual([eth.symbol]);
    refuse = false;
    await job.runDue();
    expect(trading.fundings.map((f) => f.symbol)).toEqual([eth.symbol, BTC.symbol]);
  });
});
