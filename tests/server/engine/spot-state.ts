/** What the database says the engine's memory should be, computed with plain SQL reads. */
import type { Kysely } from 'kysely';
import type { Level } from '@contract/market';
import { findSymbol } from '../../../server/catalogue/symbols';
import { fromUnits } from '../../../server/money';
import type { Database } from '../../../server/store/schema';

const OPEN = ['new', 'partially_filled'] as const;

/** The book as the orders table has it: open orders' remaining quantity summed per side and price. */
export async function bookFromOrders(db: Kysely<Database>, symbol: string): Promise<{ bids: Level[]; asks: Level[] }> {
  const def = findSymbol(symbol)!;
  const rows = await db
    .selectFrom('orders')
    .select(['side', 'price', 'quantity', 'filled_qty'])
    .where('symbol', '=', symbol)
    .where('status', 'in', OPEN)
    .execute();
  const sides = { buy: new Map<bigint, bigint>(), sell: new Map<bigint, bigint>() };
  for (const r of rows) {
    const price = BigInt(r.price);
    sides[r.side].set(price, (sides[r.side].get(price) ?? 0n) + BigInt(r.quantity) - BigInt(r.filled_qty));
  }
  const levels = (m: Map<bigint, bigint>, desc: boolean): Level[] =>
    [...m]
      .sort((a, b) => (a[0] < b[0] ? (desc ? 1 : -1) : desc ? -1 : 1))
      .map(([p, q]) => [fromUnits(p, def.pricePrecision), fromUnits(q, def.qtyPrecision)]);
  return { bids: levels(sides.buy, true), asks: levels(sides.sell, false) };
}

/** Sum of `frozen` over open orders, keyed "userId:asset". */
export async function frozenByOrders(db: Kysely<Database>): Promise<Map<string, bigint>> {
  const rows = await db.selectFrom('orders').select(['user_id', 'symbol', 'side', 'frozen']).where('status', 'in', OPEN).execute();
  const out = new Map<string, bigint>();
  for (const r of rows) {
    const def = findSymbol(r.symbol)!;
    const key = `${r.user_id}:${r.side === 'buy' ? def.quote : def.base}`;
    out.set(key, (out.get(key) ?? 0n) + BigInt(r.frozen));
  }
  return out;
}

/** Fees recorded on trades: buyers pay in BTC, sellers in USDT (BTCUSDT only). */
export async function feesCollected(db: Kysely<Database>): Promise<{ USDT: bigint; BTC: bigint }> {
  const rows = await db.selectFrom('trades').select(['buy_fee', 'sell_fee']).where('symbol', '=', 'BTCUSDT').execute();
  return rows.reduce((acc, r) => ({ BTC: acc.BTC + BigInt(r.buy_fee), USDT: acc.USDT + BigInt(r.sell_fee) }), { USDT: 0n, BTC: 0n });
}
