/**
 * First start of a symbol: writes its generated history and the initial simulator state in one
 * transaction. A symbol that already has a state keeps its stored candles (restart).
 */
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import type { BarUnits } from './bar';
import type { AppContext } from '../context';
import { generateHistory } from './kline-history';
import { loadSimStates, saveSimStates, upsertBars, type SimState, type StoredBar } from './market-store';
import { deriveSeed } from './prng';
import { quotePerMs, type SimParams } from './sim-params';
import { SYMBOLS, type SymbolDef } from './symbols';

export interface HistorySetup {
  seed: number;
  now: number;
  bars: number;
  sim: SimParams;
}

export async function ensureHistory(ctx: Pick<AppContext, 'db' | 'serial'>, setup: HistorySetup): Promise<void> {
  const known = await loadSimStates(ctx.db);
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
    await ctx.serial.run(async (trx) => {
      await upsertBars(trx, rows);
      await saveSimStates(trx, [initialSimState(def, setup.seed)], setup.now);
    });
  }
}

/** A symbol's simulation before its first visit: at the start price, streams seeded from SEED. */
export function initialSimState(def: SymbolDef, seed: number): SimState {
  return {
    symbol: def.symbol,
    tick: 0,
    process: { logPrice: Math.log(Number(def.startPrice)), rng: deriveSeed(seed, def.symbol, 'process') },
    botRng: deriveSeed(seed, def.symbol, 'bots'),
  };
}
