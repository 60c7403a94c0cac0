/** Where one symbol's simulation stands: its price process and its bots' random stream, saved so a restart continues the same path. */
import type { SymbolDef } from '../catalogue/symbols';
import type { ProcessState } from './price-process';
import { deriveSeed } from './prng';

export interface SimState {
  symbol: string;
  tick: number;
  process: ProcessState;
  botRng: number;
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

/** A perpetual has no price process of its own (its bots' fair price is its index): its row keeps only their stream. */
export function perpSimState(symbol: string, botRng: number): SimState {
  return { symbol, tick: 0, process: { logPrice: 0, rng: 0 }, botRng };
}
