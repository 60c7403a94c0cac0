/** Paged list queries, one way for every product's records (spot, futures, …): `page` from 1, `size` rows a page. */
import type { SelectQueryBuilder } from 'kysely';

export interface PageQuery {
  symbol?: string;
  page: number;
  size: number;
}

/** A list request's paging, defaults applied. */
export const pageQuery = (req: { symbol?: string; page?: number; size?: number }): PageQuery => ({
  ...(req.symbol ? { symbol: req.symbol } : {}),
  page: req.page ?? 1,
  size: req.size ?? 20,
});

/**
 * One page of `filtered` (its FROM and WHERE), with the total it matches. `rows` selects and orders the page's rows;
 * the total counts the same filter.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  q: PageQuery,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ items: Row[]; total: number }> {
  const items = await rows(filtered)
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  const count = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { items, total: Number((count as { n?: unknown } | undefined)?.n ?? 0) };
}
