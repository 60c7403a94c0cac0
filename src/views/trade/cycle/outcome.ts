import type { CycleDirection, CycleOutcome } from '@contract/cycle';
import { compare } from '../../../decimal';

/** How an exit price stands against the entry price: the comparison docs/cycle.md decides an order by. */
export type PriceComparison = 'above' | 'below' | 'equal';

export function comparePrices(price: string, entry: string): PriceComparison {
  const order = compare(price, entry);
  return order > 0 ? 'above' : order < 0 ? 'below' : 'equal';
}

/**
 * The outcome an order would have if its exit were `price` (docs/cycle.md: up wins above the entry, down below,
 * equal is a tie). An open card colours the live index with it; the settled result always comes from the server.
 */
export function outcomeAt(direction: CycleDirection, entry: string, price: string): CycleOutcome {
  const comparison = comparePrices(price, entry);
  if (comparison === 'equal') return 'tie';
  return (comparison === 'above') === (direction === 'up') ? 'win' : 'lose';
}
