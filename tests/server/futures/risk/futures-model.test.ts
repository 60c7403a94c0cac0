/**
 * A model-based property test of futures on the real services (fast-check): random orders, cancels, partial closes,
 * transfers, mark moves (through the risk loop: liquidations, TP/SL) and fundings across several users. After every
 * step the ledger is sound (entries balanced, no user bucket negative, holdings = deposits), the funding clearing
 * account is 0 (every funding summed to zero), and the insurance fund grew only on steps that liquidated (see below).
 * FUTURES_MODEL_RUNS × FUTURES_MODEL_STEPS sets the size (default 8 × 40 steps; the 100,000 is a long run);
 * FUTURES_MODEL_TRACE=1 prints each run's liquidations and each refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarkTick, PerpetualInfo, PlaceFuturesOrderReq } from '@contract/futures';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { AppError } from '../../../../server/errors';
import { FundingJob, RiskLoop } from '../../../../server/futures/risk';
import { FuturesService } from '../../../../server/futures/trading/futures-service';
import type { MarkReading } from '../../../../server/futures/trading/mark-source';
import { accountKey } from '../../../../server/ledger/ledger';
import { transfer } from '../../../../server/ledger/transfer';
import { fromUnits, toUnits } from '../../../../server/money';
import { createTestContext } from '../../helpers/context';
import { fund, registerUser } from '../../helpers/users';

const BTC = findPerpetual('BTCUSDT-PERP')!;
const RUNS = Number(process.env.FUTURES_MODEL_RUNS ?? 8);
const STEPS = Number(process.env.FUTURES_MODEL_STEPS ?? 40);
const USERS = 4;
const TICK = 1_000_000n; // 0.01

type Op =
  | { kind: 'open'; user: number; side: 'long' | 'short'; lots: number; away: number | null }
  | { kind: 'cancel'; user: number }
  | { kind: 'close'; user: number; share: number; away: number | null }
  | { kind: 'tpsl'; user: number; away: number }
  | { kind: 'transfer'; user: number; toContract: boolean; amount: number }
  | { kind: 'quote'; spread: number; lots: number }
  | { kind: 'mark'; move: number }
  | { kind: 'funding'; rate: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
/** a limit price's distance from the mark in basis points, or null for a market order */
const away = fc.option(fc.integer({ min: -200, max: 200 }), { nil: null, freq: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user,
      side: fc.constantFrom('long' as const, 'short' as const),
      lots: fc.integer({ min: 1, max: 40 }),
      away,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('close' as const), user, share: fc.double({ min: 0.01, max: 1, noNaN: true }), away }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tpsl' as const), user, away: fc.integer({ min: 50, max: 500 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      user,
      toContract: fc.boolean(),
      amount: fc.integer({ min: 1, max: 400 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      spread: fc.integer({ min: 5, max: 100 }),
      lots: fc.integer({ min: 10, max: 200 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('mark' as const), move: fc.integer({ min: -400, max: 400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('funding' as const), rate: fc.integer({ min: -300_000, max: 300_000 }) }) },
);

/** `price` moved by `bp` basis points, on the tick */
const moved = (price: bigint, bp: number): bigint => ((price * BigInt(10_000 + bp)) / 10_000n / TICK) * TICK;
const signedRate = (units: number) => (units < 0 ? '-' : '') + fromUnits(BigInt(Math.abs(units)));

/**
 * What the risk loop could not do (it logs it and tries again on the next tick). An empty book is the only acceptable
 * reason: the model's maker does not always quote.
 */
const riskFailures: string[] = [];
const failed =
  (what: string) =>
  (err: unknown): never => {
    if (!(err instanceof AppError && err.key === 'noLiquidity')) riskFailures.push(`${what}: ${String(err)}`);
    throw err;
  };

/** a refusal for the user (no balance, no liquidity …) is an answer, not a failure */
const refusal = (err: unknown): void => {
  if (!(err instanceof AppError)) throw err;
  if (process.env.FUTURES_MODEL_TRACE) console.log(`refused: ${err.key}`);
};

async function world() {
  const ctx = await createTestContext();
  const start = ctx.clock.now();
  let mark = toUnits('50000');
  let seq = 0;
  let fundingRate = '0';
  const reading = (): MarkReading => ({ mark, seq, ts: ctx.clock.now() });
  const futures = new FuturesService({ ...ctx, marks: { latest: () => (seq > 0 ? reading() : null) } });
  await futures.rebuild();
  // as the server does at start (main.ts): without its capital, every shortfall overdrew the fund and the ledger refused
  // the liquidation's fill (insufficientBalance), retried on every tick
  await futures.seedInsurance();
  let liquidations = 0;
  const liquidate = futures.liquidate.bind(futures);
  futures.liquidate = (...args) => {
    liquidations++;
    return liquidate(...args).catch(failed('liquidation'));
  };
  const closeByTrigger = futures.closeByTrigger.bind(futures);
  futures.closeByTrigger = (...args) => closeByTrigger(...args).catch(failed(args[1]));
  const tick = (): MarkTick => ({
    symbol: BTC.symbol,
    seq,
    ts: ctx.clock.now(),
    index: fromUnits(mark, 2),
    mark: fromUnits(mark, 2),
    fundingRate,
    nextFundingTime: 0,
  });
  const prices = {
    // ticks from the world's start on: the first funding time is the one after it
    tickFrom: (_perp: PerpetualInfo, ts: number) => Promise.resolve(ts <= ctx.clock.now() ? { ...tick(), ts: Math.max(ts, start) } : null),
    intervalRate: () => Promise.resolve({ rate: fundingRate, seq }),
  };
  const funding = new FundingJob({ clock: ctx.clock, trading: futures, prices, perpetuals: [BTC] });
  const loop = new RiskLoop({ trading: futures, bus: ctx.bus });
  await loop.start();
  const users: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const id = (await registerUser(ctx)).userId;
    await fund(ctx, id, { USDT: '2000' }, 'contract');
    await fund(ctx, id, { USDT: '500' }, 'spot');
    // high leverage, half of the users isolated, so that marks moving a few percent reach liquidation prices
    await futures.setLeverage(id, { symbol: BTC.symbol, leverage: 100 });
    if (i % 2 === 0) await futures.setMarginMode(id, { symbol: BTC.symbol, marginMode: 'isolated' });
    users.push(id);
  }
  // a market maker quoting both sides, so market orders and liquidations find the book
  const maker = (await registerUser(ctx)).userId;
  await fund(ctx, maker, { USDT: '1000000' }, 'contract');
  await futures.setLeverage(maker, { symbol: BTC.symbol, leverage: 5 });
  let ids = 0;
  const place = (userId: number, req: Partial<PlaceFuturesOrderReq>) =>
    futures.place(userId, {
      symbol: BTC.symbol,
      positionSide: 'long',
      action: 'open',
      type: 'market',
      quantity: '1',
      clientOrderId: `model-order-${++ids}`,
      ...req,
    } as PlaceFuturesOrderReq);

  async function apply(o: Op): Promise<void> {
    const u = users['user' in o ? o.user : 0]!;
    const price = (bp: number | null) => (bp === null ? {} : { type: 'limit' as const, price: fromUnits(moved(mark, bp), 2) });
    if (o.kind === 'open') await place(u, { positionSide: o.side, quantity: String(o.lots), ...price(o.away) });
    else if (o.kind === 'cancel') {
      const open = (await futures.openOrders(u, {})).items[0];
      if (open) await futures.cancel(u, open.id);
    } else if (o.kind === 'close') {
      const p = (await futures.positions(u))[0];
      const closable = Number(p?.closableQty ?? 0);
      if (p && closable > 0) {
        const quantity = String(Math.max(1, Math.floor(closable * o.share)));
        const limit = o.away === null ? {} : { price: fromUnits(moved(mark, p.side === 'long' ? o.away : -o.away), 2) };
        await futures.closePosition(u, { positionId: p.id, quantity, clientOrderId: `model-close-${++ids}`, ...limit });
      }
    } else if (o.kind === 'tpsl') {
      const p = (await futures.positions(u))[0];
      if (p) {
        const entry = toUnits(p.entryPrice);
        const up = p.side === 'long' ? 1 : -1;
        const [takeProfit, stopLoss] = [moved(entry, up * o.away), moved(entry, -up * o.away)].map((x) => fromUnits(x, 2));
        await futures.setTpSl(u, { positionId: p.id, takeProfit, stopLoss });
      }
    } else if (o.kind === 'transfer') {
      const [from, to] = o.toContract ? (['spot', 'contract'] as const) : (['contract', 'spot'] as const);
      await transfer(ctx, u, { asset: 'USDT', amount: String(o.amount), from, to, clientId: `model-transfer-${++ids}` });
    } else if (o.kind === 'quote') {
      for (const [positionSide, bp] of [
        ['long', -o.spread],
        ['short', o.spread],
      ] as const)
        await place(maker, { positionSide, type: 'limit', price: fromUnits(moved(mark, bp), 2), quantity: String(o.lots) }).catch(refusal);
    } else if (o.kind === 'mark') {
      mark = moved(mark, o.move);
      seq++;
      ctx.bus.emit('mark', tick());
      if (process.env.FUTURES_MODEL_TRACE)
        for (const id of users)
          for (const p of await futures.positions(id))
            console.log(`mark ${fromUnits(mark, 2)} ${p.side} ${p.quantity} lev ${p.leverage} lp ${p.liquidationPrice}`);
    } else {
      fundingRate = signedRate(o.rate);
      ctx.clock.advance(8 * 3_600_000);
      seq++;
      await funding.runDue();
    }
    await loop.settled();
  }

  return {
    ctx,
    apply,
    liquidations: () => liquidations,
    house: (account: string) => ctx.ledger.amount(account, 'USDT'),
    async close() {
      await loop.stop();
      await ctx.close();
    },
  };
}

describe('futures model (fast-check, real services)', () => {
  it(`keeps the ledger sound, funding zero-sum and the insurance fund for liquidations over ${RUNS} × ${STEPS} random steps`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: STEPS, maxLength: STEPS }), async (ops) => {
        const w = await world();
        try {
          for (const o of ops) {
            const insurance = await w.house(accountKey.insurance);
            const liquidationsBefore = w.liquidations();
            await w.apply(o).catch(refusal);
            expect(await w.ctx.ledger.checkInvariant(), `ledger after ${JSON.stringify(o)}`).toEqual([]);
            expect(await w.house(accountKey.funding), `sys:funding after ${JSON.stringify(o)}`).toBe(0n);
            expect(riskFailures.splice(0), `risk loop after ${JSON.stringify(o)}`).toEqual([]);
            if (w.liquidations() === liquidationsBefore) {
              const after = await w.house(accountKey.insurance);
              // only a liquidation moves the fund (issue 13): a user's or a TP/SL close never fills beyond its bankruptcy price
              expect(after, `insurance fund after ${JSON.stringify(o)}`).toBe(insurance);
            }
          }
          if (process.env.FUTURES_MODEL_TRACE) console.log(`run: ${ops.length} steps, ${w.liquidations()} liquidations`);
        } finally {
          await w.close();
        }
      }),
      // a pinned seed keeps the suite's run the same every time; FUTURES_MODEL_SEED (and FUTURES_MODEL_PATH, to replay
      // a failure fast-check reported) explores others
      { numRuns: RUNS, seed: Number(process.env.FUTURES_MODEL_SEED ?? 20_261_124), path: process.env.FUTURES_MODEL_PATH },
    );
  }, 600_000);
});
