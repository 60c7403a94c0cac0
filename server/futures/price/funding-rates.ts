/** Past funding rates of a perpetual (contract/funding/rates), read from the funding runs the trading service records. */
import type { Kysely } from 'kysely';
import type { FundingRateRecord, FundingRatesReq } from '@contract/futures';
import type { Paged } from '@contract/primitives';
import type { Database } from '../../store/schema';

const DEFAULT_SIZE = 20;

/** Newest first. */
export async function pageFundingRates(db: Kysely<Database>, req: FundingRatesReq): Promise<Paged<FundingRateRecord>> {
  const page = req.page ?? 1;
  const size = req.size ?? DEFAULT_SIZE;
  const query = db.selectFrom('futures_funding_runs').where('symbol', '=', req.symbol);
  const rows = await query
    .select(['funding_time', 'rate', 'mark_seq'])
    .orderBy('funding_time', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return {
    items: rows.map((r) => ({ ts: Number(r.funding_time), rate: r.rate, markSeq: Number(r.mark_seq) })),
    page,
    size,
    total: Number(count?.n ?? 0),
  };
}
