/**
 * Retention of the mark tick log (docs/futures.md, "Tick log retention"). A perpetual records a tick a second, about
 * 86,400 rows a day, and most of them no settlement ever reads again. Ticks younger than the retention window, and every
 * tick from the perpetual's last applied funding time on (a funding not yet run needs its whole interval), are kept.
 * Before that, of each funding interval only the ticks a settlement used stay: its first tick (the tick of the funding
 * time that starts it), its last (whose estimate is the rate charged at its end), and every tick that a liquidation's
 * evidence names. A perpetual that has never been charged a funding keeps all its ticks.
 */
import type { Kysely } from 'kysely';
import type { LiquidationEvidence, PerpetualInfo } from '@contract/futures';
import { PERPETUALS } from '../../catalogue/perpetuals';
import type { Database } from '../../store/schema';
import type { Serial } from '../../store/serial';
import { lastFundingTime } from '../trading/trade-store';
import { intervalStart } from './mark-math';
import { fundingIntervalMs } from './mark-step';
import { oldestTickTs } from './tick-store';

/** Every tick of the last 24 hours stays, whatever the settlements used. */
export const TICK_RETENTION_MS = 24 * 3_600_000;

export class TickPruner {
  /** per perpetual, the start of the first interval that may still hold ticks to prune (a restart walks from the oldest) */
  private readonly from = new Map<string, number>();

  constructor(
    private readonly deps: { db: Kysely<Database>; serial: Serial },
    private readonly retainMs = TICK_RETENTION_MS,
  ) {}

  /** Prunes every interval that is old enough and already charged; answers the number of ticks deleted. */
  async prune(now: number): Promise<number> {
    let deleted = 0;
    for (const perp of PERPETUALS) deleted += await this.prunePerp(perp, now);
    return deleted;
  }

  private async prunePerp(perp: PerpetualInfo, now: number): Promise<number> {
    const { db, serial } = this.deps;
    const interval = fundingIntervalMs(perp);
    const charged = await lastFundingTime(db, perp.symbol);
    if (charged === null) return 0;
    const until = Math.min(intervalStart(now - this.retainMs, interval), charged);
    const from = this.from.get(perp.symbol) ?? (await this.oldestInterval(perp.symbol, interval));
    if (from === null || from + interval > until) return 0;
    const evidence = await liquidationTicks(db, perp.symbol);
    let deleted = 0;
    let start = from;
    for (; start + interval <= until; start += interval) {
      const [first, end] = [start, start + interval];
      const named = evidence.filter((t) => t.ts >= first && t.ts < end).map((t) => t.seq);
      deleted += await serial.run((trx) => pruneInterval(trx, perp.symbol, first, end, named));
    }
    this.from.set(perp.symbol, start);
    return deleted;
  }

  private async oldestInterval(symbol: string, interval: number): Promise<number | null> {
    const ts = await oldestTickTs(this.deps.db, symbol);
    return ts === null ? null : intervalStart(ts, interval);
  }
}

/** Deletes the ticks of [start, end) but its first, its last and those in `keep`. */
async function pruneInterval(db: Kysely<Database>, symbol: string, start: number, end: number, keep: readonly number[]): Promise<number> {
  const inInterval = db.selectFrom('mark_ticks').where('symbol', '=', symbol).where('ts', '>=', start).where('ts', '<', end);
  let query = db
    .deleteFrom('mark_ticks')
    .where('symbol', '=', symbol)
    .where('ts', '>=', start)
    .where('ts', '<', end)
    .where(
      'seq',
      '>',
      inInterval.select((eb) => eb.fn.min('seq').as('first')),
    )
    .where(
      'seq',
      '<',
      inInterval.select((eb) => eb.fn.max('seq').as('last')),
    );
  if (keep.length > 0) query = query.where('seq', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ticks (seq and time) that the evidence of the perpetual's liquidated positions names. */
async function liquidationTicks(db: Kysely<Database>, symbol: string): Promise<{ seq: number; ts: number }[]> {
  const rows = await db
    .selectFrom('positions')
    .select('liquidation')
    .where('close_reason', '=', 'liquidated')
    .where('symbol', '=', symbol)
    .execute();
  return rows.flatMap((r) => {
    if (r.liquidation === null) return [];
    const e = JSON.parse(r.liquidation) as Pick<LiquidationEvidence, 'markSeq' | 'markTs'>;
    return [{ seq: e.markSeq, ts: e.markTs }];
  });
}
