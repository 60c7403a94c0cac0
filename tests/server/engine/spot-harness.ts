/**
 * Spot tests run on the shared test context (tests/server/helpers), on SQLite and PostgreSQL:
 *
 *   describe.each(BACKENDS)('… on $name', ({ name }) => {
 *     const h = useSpotHarness(name, { 1: { USDT: '1000' } });   // funded users, invariant checked after each test
 *     it('…', async () => { await h().spot.place(1, req(…)) });
 *   });
 *
 * The engine needs no user rows, so tests use plain user ids and skip the (slow) registration.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { PlaceOrderReq } from '@contract/spot';
import { SpotService } from '../../../server/engine/spot-service';
import { useTestContext, type BackendName } from '../helpers/backends';
import type { TestContext } from '../helpers/context';
import { fund } from '../helpers/users';

export function useSpotHarness(backend: BackendName, funds: Record<number, Record<string, string>> = {}): () => TestContext {
  const ctx = useTestContext(backend);
  beforeEach(async () => {
    for (const [userId, amounts] of Object.entries(funds)) await fund(ctx(), Number(userId), amounts);
  });
  afterEach(async () => {
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });
  return ctx;
}

/** Available and frozen of a spot balance, as decimal strings. */
export async function balance(ctx: TestContext, userId: number, asset: string): Promise<{ available: string; frozen: string }> {
  const row = (await ctx.ledger.balances(userId)).find((b) => b.wallet === 'spot' && b.asset === asset);
  return { available: row?.available ?? '0.00000000', frozen: row?.frozen ?? '0.00000000' };
}

/** A second service on the same database, rebuilt as after a restart. */
export async function restartSpot(ctx: TestContext): Promise<SpotService> {
  const next = new SpotService({ db: ctx.db, serial: ctx.serial, bus: ctx.bus, ledger: ctx.ledger });
  await next.rebuild();
  return next;
}

let clientIds = 0;

/** A place request with a fresh clientOrderId. */
export function req(symbol: string, side: 'buy' | 'sell', type: 'limit' | 'market', fields: Partial<PlaceOrderReq> = {}): PlaceOrderReq {
  return { symbol, side, type, clientOrderId: `test-order-${process.pid}-${++clientIds}`, ...fields };
}

/** Collects the arguments of every bus event of one kind, in order. */
export function record<T>(ctx: TestContext, event: 'order' | 'trade' | 'depth' | 'balance'): T[] {
  const seen: T[] = [];
  ctx.bus.on(event, (...args: unknown[]) => seen.push(args as T));
  return seen;
}
