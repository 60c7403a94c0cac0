/**
 * Pre-launch candle history, generated from the seeded price process so that every chart is full
 * at the first start. Live candles come from matching; only bars before the first start come from
 * here. The path is built top-down so that all intervals agree: weekly closes first (a mean-
 * reverting walk backwards from the start price), then each finer interval fills the coarser
 * bars with a Brownian bridge between their closes (every interval divides the next coarser one).
 * Bars are then built bottom-up: a coarser bar covered by finer bars is their aggregate.
 * Same seed, symbol and start time -> the same history.
 */
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import { mulUnits } from '../money';
import { barOpen, INTERVAL_MS, INTERVALS_COARSE_FIRST, YEAR_MS } from '../catalogue/intervals';
import { ouStep } from '../simulator/price-process';
import { deriveSeed, Rng } from '../simulator/prng';
import { floatToUnits } from '../simulator/sim-units';
import { mergeBar, type BarUnits } from '../market-data/bar';
import type { SymbolDef } from '../catalogue/symbols';

export interface HistoryOptions {
  seed: number;
  /** the first start: the last (partial) bar of every interval ends here at the start price */
  now: number;
  /** bars per interval, including the partial current bar */
  bars: number;
  /** mean quote turnover per millisecond, so history volume matches live trading */
  quotePerMs: number;
}

/** Long-run mean reversion of the history walk: keeps ten years of weekly bars plausible. */
const HISTORY_HALF_LIFE_MS = YEAR_MS;

type Path = Map<number, number>;

export function generateHistory(def: SymbolDef, opts: HistoryOptions): Map<KlineInterval, BarUnits[]> {
  const sigma = def.volatility / Math.sqrt(YEAR_MS);
  const paths = new Map<KlineInterval, Path>();
  let coarser: { interval: KlineInterval; path: Path } | null = null;
  for (const interval of INTERVALS_COARSE_FIRST) {
    const rng = new Rng(deriveSeed(opts.seed, def.symbol, 'history', interval));
    const knots = knotTimes(interval, opts);
    const path: Path = coarser ? bridge(knots, coarser.interval, coarser.path, sigma, rng, opts.now) : walkBack(knots, def, sigma, rng);
    paths.set(interval, path);
    coarser = { interval, path };
  }
  const result = new Map<KlineInterval, BarUnits[]>();
  let finer: BarUnits[] = [];
  for (const interval of KLINE_INTERVALS) {
    const rng = new Rng(deriveSeed(opts.seed, def.symbol, 'bars', interval));
    const bars = buildBars(interval, paths.get(interval)!, finer, def, sigma, rng, opts);
    result.set(interval, bars);
    finer = bars;
  }
  return result;
}

/** Open times of the last `bars` bars of `interval`, then `now`. */
function knotTimes(interval: KlineInterval, opts: HistoryOptions): number[] {
  const len = INTERVAL_MS[interval];
  const last = barOpen(opts.now, interval);
  const times: number[] = [];
  for (let i = opts.bars - 1; i >= 0; i--) times.push(last - i * len);
  if (last < opts.now) times.push(opts.now);
  return times;
}

function walkBack(knots: number[], def: SymbolDef, sigma: number, rng: Rng): Path {
  const mu = Math.log(Number(def.startPrice));
  const kappa = Math.LN2 / HISTORY_HALF_LIFE_MS;
  const path: Path = new Map();
  let x = mu;
  path.set(knots[knots.length - 1]!, x);
  for (let i = knots.length - 2; i >= 0; i--) {
    x = ouStep(x, mu, kappa, sigma, knots[i + 1]! - knots[i]!, rng.normal());
    path.set(knots[i]!, x);
  }
  return path;
}

/** Values at `knots`, each drawn as a Brownian bridge between the enclosing coarser knots. */
function bridge(knots: number[], coarse: KlineInterval, coarsePath: Path, sigma: number, rng: Rng, now: number): Path {
  const path: Path = new Map();
  let prevT = NaN;
  let prevX = NaN;
  for (const t of knots) {
    const known = coarsePath.get(t);
    if (known !== undefined) {
      path.set(t, known);
      prevT = t;
      prevX = known;
      continue;
    }
    const a = barOpen(t, coarse);
    if (prevT !== prevT || prevT < a) {
      prevT = a;
      prevX = coarsePath.get(a)!;
    }
    const b = Math.min(a + INTERVAL_MS[coarse], now);
    const xb = coarsePath.get(b)!;
    const w = (t - prevT) / (b - prevT);
    const x = prevX + (xb - prevX) * w + sigma * Math.sqrt((t - prevT) * (1 - w)) * rng.normal();
    path.set(t, x);
    prevT = t;
    prevX = x;
  }
  return path;
}

function buildBars(
  interval: KlineInterval,
  path: Path,
  finer: BarUnits[],
  def: SymbolDef,
  sigma: number,
  rng: Rng,
  opts: HistoryOptions,
): BarUnits[] {
  const times = [...path.keys()].sort((a, b) => a - b);
  const len = INTERVAL_MS[interval];
  const firstFiner = finer[0]?.t ?? Infinity;
  const bars: BarUnits[] = [];
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (t >= opts.now) break;
    if (t >= firstFiner) {
      bars.push(aggregate(finer, t, t + len));
      continue;
    }
    const end = times[i + 1] ?? opts.now;
    bars.push(synthBar(t, path.get(t)!, path.get(end)!, end - t, def, sigma, rng, opts.quotePerMs));
  }
  return bars;
}

function aggregate(finer: BarUnits[], from: number, to: number): BarUnits {
  const inside = finer.filter((b) => b.t >= from && b.t < to);
  return { ...inside.reduce(mergeBar), t: from };
}

function synthBar(t: number, xo: number, xc: number, dt: number, def: SymbolDef, sigma: number, rng: Rng, quotePerMs: number): BarUnits {
  const p = def.pricePrecision;
  const o = floatToUnits(Math.exp(xo), p, 'round');
  const c = floatToUnits(Math.exp(xc), p, 'round');
  const wick = sigma * Math.sqrt(dt) * 0.6;
  const hi = floatToUnits(Math.exp(Math.max(xo, xc) + Math.abs(rng.normal()) * wick), p, 'round');
  const lo = floatToUnits(Math.exp(Math.min(xo, xc) - Math.abs(rng.normal()) * wick), p, 'round');
  const h = [o, c, hi].reduce((m, x) => (x > m ? x : m));
  const l = [o, c, lo].reduce((m, x) => (x < m ? x : m));
  const typical = (h + l + c) / 3n;
  const baseVol = (quotePerMs * dt * rng.logNormal(0.5)) / Math.exp((xo + xc) / 2);
  const v = floatToUnits(baseVol, def.qtyPrecision, 'floor');
  return { t, o, h, l, c, v, q: mulUnits(typical, v) };
}
