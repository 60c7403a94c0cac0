import type { Balance } from '@contract/assets';
import type { SymbolSummary, Ticker } from '@contract/market';
import { add, compare, isPositive, mul, sum } from '../../decimal';

/** A balance under this many USDT counts as small (the "hide small balances" switch). */
export const SMALL_BALANCE_USDT = '1';

/** USDT price of each asset: USDT itself is 1, a coin is the last price of its USDT pair. */
export type PriceTable = ReadonlyMap<string, string>;

/** Prices from the live tickers, falling back to the ticker market/list came with. */
export function priceTable(summaries: readonly SymbolSummary[], tickers: ReadonlyMap<string, Ticker>): PriceTable {
  const prices = new Map<string, string>([['USDT', '1']]);
  for (const s of summaries) prices.set(s.base, (tickers.get(s.symbol) ?? s.ticker).last);
  return prices;
}

export interface ValuedBalance extends Balance {
  /** available + frozen */
  amount: string;
  /** amount × price in USDT, exact; null when no price is known for the asset */
  value: string | null;
}

/** Each balance with its USDT value, most valuable first (unpriced last). */
export function valueBalances(balances: readonly Balance[], prices: PriceTable): ValuedBalance[] {
  const rows = balances.map((b): ValuedBalance => {
    const amount = add(b.available, b.frozen);
    const price = prices.get(b.asset);
    return { ...b, amount, value: price === undefined ? null : mul(amount, price) };
  });
  return rows.sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : compare(b.value, a.value)));
}

/** The USDT value of the rows (unpriced assets cannot be counted), exact. */
export function totalValue(rows: readonly ValuedBalance[]): string {
  return sum(rows.map((r) => r.value ?? '0'));
}

/** Small: worth less than SMALL_BALANCE_USDT; an unpriced asset only when it is zero. */
export function isSmall(row: ValuedBalance): boolean {
  return row.value === null ? !isPositive(row.amount) : compare(row.value, SMALL_BALANCE_USDT) < 0;
}
