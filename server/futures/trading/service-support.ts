/** The service's start-up (memory from the database, the insurance fund's seed) and its few derived reads. */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { accountKey, type Ledger } from '../../ledger/ledger';
import { seedOnce } from '../../ledger/seed-once';
import { sumUnits } from '../../store/dialect';
import type { Database } from '../../store/schema';
import { RECENT_TRADES } from '../../engine/spot-market';
import { PerpMarket } from './perp-market';
import { loadLastIds, loadOpenOrders, loadOpenPositions, loadRecentTrades, loadSeqs, loadSettings } from './trade-store';
import { TradingState } from './trading-state';
import { toPublicTrade } from './views';

/**
 * The insurance fund starts with this much USDT from outside (sys:external), so that a loss beyond a position's
 * margin is covered from the first liquidation on (docs/futures.md, Risk engine).
 */
export const INSURANCE_SEED = 1_000_000n * 100_000_000n;
const SEED_KIND = 'insurance_seed';

export async function seedInsurance(trx: Transaction<Database>, ledger: Ledger): Promise<void> {
  await seedOnce(trx, ledger, { kind: SEED_KIND, account: accountKey.insurance, amounts: [{ asset: 'USDT', amount: INSURANCE_SEED }] });
}

/** Every open order back into its book in time priority, positions, settings, each book's seq, ids, recent trades. */
export async function loadTradingState(trx: Transaction<Database>): Promise<TradingState> {
  const state = new TradingState();
  for (const [symbol, seq] of await loadSeqs(trx)) {
    const market = state.markets.get(symbol);
    if (market) market.book.seq = seq;
  }
  for (const order of await loadOpenOrders(trx)) {
    const market = state.markets.get(order.symbol);
    if (!market) throw new Error(`open futures order ${order.id} is for ${order.symbol}, which is no longer in the catalogue`);
    const side = (order.positionSide === 'long') === (order.action === 'open') ? 'buy' : 'sell';
    market.book.restore({
      id: order.id,
      userId: order.userId,
      side,
      price: order.price,
      remaining: PerpMarket.units(order.lots - order.filledLots),
    });
    state.updateOrder(order);
  }
  for (const position of await loadOpenPositions(trx)) state.updatePosition(position);
  for (const s of await loadSettings(trx))
    state.setSettings(Number(s.user_id), s.symbol, { leverage: Number(s.leverage), marginMode: s.margin_mode });
  for (const market of state.markets.values()) {
    const rows = await loadRecentTrades(trx, market.symbol, RECENT_TRADES);
    for (const row of rows.reverse()) market.record(toPublicTrade(row, market), BigInt(row.price));
  }
  state.ids = await loadLastIds(trx);
  return state;
}

/** Σ realised PnL of every position of the user, open and closed (fees and funding excluded). */
export async function realizedOf(db: Kysely<Database>, userId: number): Promise<bigint> {
  const row = await db
    .selectFrom('positions')
    .select(sumUnits(db, 'realized_pnl').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return BigInt(row?.total ?? '0');
}

/** close/all: the prefix of the client order ids one request derives, so a repeat finds what it placed. */
export function closeAllPrefix(clientId: string): string {
  return `ca-${createHash('sha256').update(clientId).digest('base64url').slice(0, 32)}-`;
}

/** close/all: one client order id per position, derived from the request's clientId (idempotent like any order). */
export const closeAllClientId = (clientId: string, positionId: number): string => `${closeAllPrefix(clientId)}${positionId}`;
