/**
 * The world the cycle property test drives: a fresh test context on a ManualClock, a CycleService (settling in chunks of
 * two) whose index the test moves, a few funded users, and the steps of the model (place, move an index, record, let
 * time pass and settle, restart the service from the database). An order's refusal (AppError: no balance, stake out
 * of limits …) is an answer; any other step never fails.
 */
import type { CycleCategory, CycleDirection } from '@contract/cycle';
import { findSymbol } from '../../../../server/catalogue/symbols';
import { ManualClock } from '../../../../server/clock';
import { CycleService } from '../../../../server/cycle/cycle-service';
import { CYCLE_PERIODS } from '../../../../server/cycle/rules';
import { AppError } from '../../../../server/errors';
import { fromUnits, toUnits } from '../../../../server/money';
import { createTestContext, type TestContext } from '../../helpers/context';
import { fund, registerUser } from '../../helpers/users';

/** two crypto pairs and two commodities, one of them on 3 price decimals */
export const MODEL_SYMBOLS = [
  { symbol: 'BTCUSDT', category: 'crypto' },
  { symbol: 'ETHUSDT', category: 'crypto' },
  { symbol: 'XAUUSDT', category: 'commodities' },
  { symbol: 'XAGUSDT', category: 'commodities' },
] as const;
export const MODEL_USERS = 3;
/** each user's spot USDT: a few large stakes run it dry, so "insufficient balance" is part of the walk */
export const MODEL_DEPOSIT = '1000';

export type Step =
  | {
      kind: 'place';
      user: number;
      symbol: number;
      wrongCategory: boolean;
      direction: CycleDirection;
      period: number;
      cents: number;
      repeat: boolean;
    }
  | { kind: 'move'; symbol: number; ticks: number }
  | { kind: 'record' }
  | { kind: 'pass'; ms: number }
  | { kind: 'restart' };

const START = Date.UTC(2026, 0, 1);
/** orders per settlement transaction: small, so that settling what is due crosses chunk boundaries */
const SETTLE_CHUNK = 2;

export interface ModelWorld {
  ctx: TestContext;
  clock: ManualClock;
  cycle(): CycleService;
  /** the users' ids, each funded with MODEL_DEPOSIT USDT */
  users: readonly number[];
  apply(step: Step): Promise<void>;
  /** lets every period end and settles what is due */
  settleAll(): Promise<void>;
  refusals: Map<string, number>;
  close(): Promise<void>;
}

export async function modelWorld(): Promise<ModelWorld> {
  const clock = new ManualClock(START);
  const ctx = await createTestContext({ clock });
  const index = new Map<string, bigint>();
  const build = () => new CycleService({ ...ctx, settleChunk: SETTLE_CHUNK, indexOf: (symbol) => index.get(symbol) ?? null });
  let cycle = build();
  await cycle.start(0);
  const users: number[] = [];
  for (let i = 0; i < MODEL_USERS; i++) {
    const { userId } = await registerUser(ctx);
    await fund(ctx, userId, { USDT: MODEL_DEPOSIT });
    users.push(userId);
  }
  const lastRequest = new Map<number, Parameters<CycleService['place']>[1]>();
  const refusals = new Map<string, number>();
  let clientIds = 0;

  async function place(step: Extract<Step, { kind: 'place' }>): Promise<void> {
    const userId = users[step.user]!;
    const { symbol, category } = MODEL_SYMBOLS[step.symbol]!;
    const other: CycleCategory = category === 'crypto' ? 'commodities' : 'crypto';
    const request = (step.repeat && lastRequest.get(userId)) || {
      category: step.wrongCategory ? other : category,
      symbol,
      direction: step.direction,
      // one period past the table: an unknown period
      periodSeconds: CYCLE_PERIODS[step.period]?.seconds ?? 45,
      stake: fromUnits(BigInt(step.cents) * 1_000_000n, 2),
      clientId: `model-cycle-${++clientIds}`,
    };
    lastRequest.set(userId, request);
    await cycle.place(userId, request);
  }

  async function apply(step: Step): Promise<void> {
    if (step.kind === 'place') await place(step).catch(refused);
    else if (step.kind === 'move') {
      const def = findSymbol(MODEL_SYMBOLS[step.symbol]!.symbol)!;
      const tick = 10n ** BigInt(8 - def.pricePrecision);
      index.set(def.symbol, (index.get(def.symbol) ?? toUnits(def.startPrice)) + BigInt(step.ticks) * tick);
    } else if (step.kind === 'record') await cycle.record();
    else if (step.kind === 'pass') {
      clock.advance(step.ms);
      await cycle.settleDue();
    } else {
      // as after a crash: a new service from the database, which settles what fell due meanwhile
      await cycle.stop();
      cycle = build();
      await cycle.start(0);
    }
  }

  /** Only an order may be refused; recording and settling never are. */
  function refused(err: unknown): void {
    if (!(err instanceof AppError)) throw err;
    refusals.set(err.key, (refusals.get(err.key) ?? 0) + 1);
  }

  return {
    ctx,
    clock,
    cycle: () => cycle,
    users,
    apply,
    refusals,
    async settleAll() {
      clock.advance(Math.max(...CYCLE_PERIODS.map((p) => p.seconds)) * 1000);
      await cycle.settleDue();
    },
    async close() {
      await cycle.stop();
      await ctx.close();
    },
  };
}
