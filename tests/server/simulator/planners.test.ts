import { describe, expect, it } from 'vitest';
import type { BookUnits, BotCommand, BotOrder } from '../../../server/simulator/bot-commands';
import { ladderStep, planMaker, targetLadder } from '../../../server/simulator/maker-planner';
import { planTaker } from '../../../server/simulator/taker-planner';
import { Rng } from '../../../server/simulator/prng';
import { DEFAULT_SIM_PARAMS } from '../../../server/simulator/sim-params';
import { findSymbol } from '../../../server/catalogue/symbols';
import { toUnits } from '../../../server/money';

const btc = findSymbol('BTCUSDT')!;
const params = { ...DEFAULT_SIM_PARAMS, levels: 5, levelStepBps: 2.5, halfSpreadBps: 1.5 };
const u = toUnits;
const empty: BookUnits = { bids: [], asks: [] };
const limits = (cmds: BotCommand[]) => cmds.flatMap((c) => (c.kind === 'limit' ? [[c.side, c.price] as const] : []));

describe('maker ladder', () => {
  it('uses a fixed grid step of whole ticks from the start price', () => {
    expect(ladderStep(btc, params)).toBe(u('16')); // 2.5 bps of 64000
    expect(ladderStep(findSymbol('XRPUSDT')!, params)).toBe(u('0.0001')); // below one tick -> one tick
  });

  it('places levels on the grid on both sides of the fair price, inner first', () => {
    const ladder = targetLadder(u('64000'), u('16'), params);
    expect(ladder.bids).toEqual(['63984', '63968', '63952', '63936', '63920'].map(u));
    expect(ladder.asks).toEqual(['64016', '64032', '64048', '64064', '64080'].map(u));
  });

  it('builds an empty ladder within its budget, best levels first, with sizes on the lot', () => {
    const cmds = planMaker({ def: btc, params, fair: u('64000'), orders: [], book: empty, rng: new Rng(1), budget: 4 });
    expect(limits(cmds)).toEqual([
      ['buy', u('63984')],
      ['sell', u('64016')],
      ['buy', u('63968')],
      ['sell', u('64032')],
    ]);
    for (const c of cmds) if (c.kind === 'limit') expect(c.quantity % u('0.00001')).toBe(0n);
  });

  it('cancels orders left inside the spread first, then those beyond the ladder', () => {
    const orders: BotOrder[] = [
      { id: 'far', side: 'buy', price: u('63000'), remaining: u('1') },
      { id: 'inner', side: 'sell', price: u('64016'), remaining: u('1') },
      { id: 'ok', side: 'buy', price: u('64080'), remaining: u('1') },
    ];
    // the fair price rose to 64100: the ask at 64016 is now inside the spread
    const cmds = planMaker({ def: btc, params, fair: u('64100'), orders, book: empty, rng: new Rng(1), budget: 2 });
    expect(cmds).toEqual([
      { kind: 'cancel', orderId: 'inner' },
      { kind: 'cancel', orderId: 'far' },
    ]);
  });

  it('fills only missing levels', () => {
    const fair = u('64000');
    const ladder = targetLadder(fair, u('16'), params);
    const orders: BotOrder[] = ladder.bids.slice(0, 4).map((price, i) => ({ id: `b${i}`, side: 'buy', price, remaining: u('1') }));
    const cmds = planMaker({ def: btc, params, fair, orders, book: empty, rng: new Rng(1), budget: 10 });
    expect(limits(cmds)).toEqual([
      ['sell', u('64016')],
      ['sell', u('64032')],
      ['sell', u('64048')],
      ['sell', u('64064')],
      ['buy', u('63920')],
      ['sell', u('64080')],
    ]);
  });

  it('never places an order that would cross the book', () => {
    // someone else rests an ask at 63970 and a bid at 64040
    const book: BookUnits = { bids: [[u('64040'), u('1')]], asks: [[u('63970'), u('1')]] };
    const cmds = planMaker({ def: btc, params, fair: u('64000'), orders: [], book, rng: new Rng(1), budget: 20 });
    expect(limits(cmds)).toEqual([
      ['buy', u('63968')],
      ['buy', u('63952')],
      ['sell', u('64048')],
      ['buy', u('63936')],
      ['sell', u('64064')],
      ['buy', u('63920')],
      ['sell', u('64080')],
    ]);
  });

  it('is deterministic for the same random stream', () => {
    const run = () => planMaker({ def: btc, params, fair: u('64000'), orders: [], book: empty, rng: new Rng(9), budget: 10 });
    expect(run()).toEqual(run());
  });
});

describe('taker', () => {
  const book: BookUnits = {
    bids: [
      [u('63990'), u('0.05')],
      [u('63980'), u('1')],
    ],
    asks: [
      [u('64010'), u('0.02')],
      [u('64020'), u('0.03')],
      [u('64100'), u('1')],
    ],
  };

  it('sweeps stale asks up to the fair price with a limit order that fills completely', () => {
    expect(planTaker({ def: btc, params, fair: u('64050'), book, rng: new Rng(1) })).toEqual({
      kind: 'limit',
      side: 'buy',
      price: u('64020'),
      quantity: u('0.05'),
    });
  });

  it('sweeps stale bids down to the fair price', () => {
    expect(planTaker({ def: btc, params, fair: u('63985'), book, rng: new Rng(1) })).toEqual({
      kind: 'limit',
      side: 'sell',
      price: u('63990'),
      quantity: u('0.05'),
    });
  });

  it('caps a sweep at four noise orders of size', () => {
    const deep: BookUnits = { bids: [], asks: [[u('64000'), u('10')]] };
    const cmd = planTaker({ def: btc, params, fair: u('64050'), book: deep, rng: new Rng(1) });
    expect(cmd).toEqual({ kind: 'limit', side: 'buy', price: u('64000'), quantity: u('0.09367') });
  });

  it('sends noise orders only sometimes when the book agrees with the price', () => {
    const outcomes = Array.from({ length: 200 }, (_, i) => planTaker({ def: btc, params, fair: u('64000'), book, rng: new Rng(i) }));
    const kinds = new Set(outcomes.map((c) => c?.kind ?? 'none'));
    expect(kinds).toEqual(new Set(['none', 'limit', 'market-buy', 'market-sell']));
    for (const c of outcomes) {
      if (c?.kind === 'limit') expect(c.price === u('64010') || c.price === u('63990')).toBe(true);
    }
  });

  it('sends nothing into an empty book', () => {
    for (let i = 0; i < 50; i++) expect(planTaker({ def: btc, params, fair: u('64000'), book: empty, rng: new Rng(i) })).toBeNull();
  });
});
