/**
 * The risk loop on the real trading service (tests/server/futures/trading/futures-fixture.ts): a mark tick on the bus
 * liquidates through the book with its evidence, a stop-loss closes the position, and the ledger stays sound.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkTick } from '@contract/futures';
import { RiskLoop } from '../../../../server/futures/risk';
import { BTC, useTraders } from '../trading/futures-fixture';

describe('risk loop with the futures service', () => {
  const t = useTraders();
  let loop: RiskLoop | null = null;
  afterEach(async () => {
    await loop?.stop();
    loop = null;
  });

  let seq = 100;
  /** the service trades with the mark (its market band), and the loop hears the tick */
  async function tick(mark: string): Promise<MarkTick> {
    const { ctx, setMark } = t();
    setMark(BTC, mark);
    const markTick: MarkTick = {
      symbol: BTC,
      seq: ++seq,
      ts: ctx.clock.now(),
      index: mark,
      mark,
      fundingRate: '0.0001',
      nextFundingTime: 0,
    };
    ctx.bus.emit('mark', markTick);
    await loop!.settled();
    return markTick;
  }

  /** t().openPair, with the risk loop started on it */
  async function opened(marginMode: 'cross' | 'isolated') {
    const pair = await t().openPair(marginMode);
    loop = new RiskLoop({ trading: t().ctx.futures, bus: t().ctx.bus });
    await loop.start();
    return pair;
  }

  it('liquidates an isolated long on the tick that reaches its LP, with that tick as evidence, and not a tick before', async () => {
    const { ctx, alice, place } = t();
    const { carol, long } = await opened('isolated');
    expect(long.liquidationPrice).toBe('47690.77');
    await place(carol, { price: '47680', quantity: '10' });
    await tick('47690.78');
    expect(await ctx.futures.positions(alice)).toHaveLength(1);

    const reached = await tick('47690.77');
    expect(await ctx.futures.positions(alice)).toEqual([]);
    const closed = (await ctx.futures.positionHistory(alice, {})).items[0]!;
    // MM at the tick: 0.01 × 47,690.77 × 0.4 % = 1.9076308
    expect(closed).toMatchObject({ reason: 'liquidated', closePrice: '47680.00' });
    expect(closed.liquidation).toMatchObject({
      mark: '47690.77',
      markSeq: reached.seq,
      markTs: reached.ts,
      liquidationPrice: '47690.77',
      maintenanceMargin: '1.90763080',
      fills: [['47680.00', '10']],
    });
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('closes a cross long at its stop-loss when the mark falls to it', async () => {
    const { ctx, alice, place } = t();
    const { carol, long } = await opened('cross');
    await ctx.futures.setTpSl(alice, { positionId: long.id, stopLoss: '49000' });
    await loop!.settled();
    await place(carol, { price: '48990', quantity: '10' });
    await tick('49000.01');
    expect(await ctx.futures.positions(alice)).toHaveLength(1);
    await tick('49000');
    expect(await ctx.futures.positions(alice)).toEqual([]);
    expect((await ctx.futures.positionHistory(alice, {})).items[0]).toMatchObject({ reason: 'stopLoss', liquidation: null });
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});
