/**
 * First start of a symbol: writes its generated history and the initial simulator state in one
 * transaction. A symbol that already has a state keeps its stored candles (restart).
 */
import type { Kysely } from 'kysely';
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import { SYMBOLS } from '../catalogue/symbols';
import type { BarUnits } from '../market-data/bar';
import { upsertBars, type StoredBar } from '../market-data/kline-store';
import { quotePerMs, type SimParams } from '../simulator/sim-params';
import { initialSimState } from '../simulator/sim-state';
import { loadSimStates, saveSimStates } from '../simulator/sim-state-store';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { generateHistory } from './kline-history';

export interface HistorySetup {
  seed: number;
  now: number;
  bars: number;
  sim: SimParams;
}

export async function ensureHistory(store: { db: Kysely<Database>; serial: Serial }, setup: HistorySetup): Promise<void> {
  const known = await loadSimStates(store.db);
  const rate = quotePerMs(setup.sim, SYMBOLS.length);
  for (const def of SYMBOLS) {
    if (known.has(def.symbol)) continue;
    const history =
      setup.bars > 0
        ? generateHistory(def, { seed: setup.seed, now: setup.now, bars: setup.bars, quotePerMs: rate })
        : new Map<KlineInterval, BarUnits[]>();
    const rows: StoredBar[] = KLINE_INTERVALS.flatMap((interval) =>
      (history.get(interval) ?? []).map((b) => ({ ...b, symbol: def.symbol, interval })),
    );
    await store.serial.run(async (trx) => {
      await upsertBars(trx, rows);
      await saveSimStates(trx, [initialSimState(def, setup.seed)], setup.now);
    });
  }
}
