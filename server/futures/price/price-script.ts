/**
 * Test-only: a scripted index price path (PRICE_SCRIPT, refused unless the demo features are on; server/config.ts), so
 * a test server can drive a perpetual's mark through a liquidation price on cue. The file is JSON: per spot pair, a
 * list of [milliseconds after the server started, price] points, e.g. `{"BTCUSDT": [[0, "64000.00"], [20000, "57000.00"]]}`.
 * Between two points the index moves in a straight line (rounded down to the pair's tick); before the first point it
 * is the first price, after the last the last. Pairs the file does not name keep their traded index.
 */
import fs from 'node:fs';
import { findSymbol } from '../../catalogue/symbols';
import { fitsPrecision, toUnits } from '../../money';

/** One pair's path: [offset ms, price in 1e-8 units], offsets increasing. */
export type PricePath = readonly (readonly [number, bigint])[];
export type PriceScript = ReadonlyMap<string, PricePath>;

export function parsePriceScript(json: string): PriceScript {
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('a price script is an object of pair → points');
  const script = new Map<string, PricePath>();
  for (const [pair, points] of Object.entries(data)) {
    const def = findSymbol(pair);
    if (!def) throw new Error(`price script: ${pair} is not a listed spot pair`);
    if (!Array.isArray(points) || points.length === 0) throw new Error(`price script: ${pair} needs a list of [ms, "price"] points`);
    let previous = -1;
    const path = points.map((point: unknown): [number, bigint] => {
      const [at, price] = Array.isArray(point) ? point : [];
      if (!Number.isSafeInteger(at) || (at as number) <= previous || typeof price !== 'string')
        throw new Error(`price script: ${pair} has a point that is not [increasing ms, "price"]: ${JSON.stringify(point)}`);
      const units = toUnits(price);
      if (units <= 0n || !fitsPrecision(units, def.pricePrecision))
        throw new Error(`price script: ${pair} price ${price} is not a positive price of ${def.pricePrecision} decimals`);
      previous = at as number;
      return [previous, units];
    });
    script.set(pair, path);
  }
  return script;
}

export const loadPriceScript = (file: string): PriceScript => parsePriceScript(fs.readFileSync(file, 'utf8'));

/** The scripted price `elapsed` ms after the start, on the pair's tick. */
export function priceAt(path: PricePath, elapsed: number, pricePrecision: number): bigint {
  const tick = 10n ** BigInt(8 - pricePrecision);
  const next = path.findIndex(([at]) => at > elapsed);
  if (next === 0) return path[0]![1];
  if (next === -1) return path[path.length - 1]![1];
  const [t0, p0] = path[next - 1]!;
  const [t1, p1] = path[next]!;
  const exact = p0 + ((p1 - p0) * BigInt(elapsed - t0)) / BigInt(t1 - t0);
  return (exact / tick) * tick;
}

/** An index source that follows the script for the pairs it names and asks `traded` for the others. */
export function scriptedIndex(
  script: PriceScript,
  startedAt: number,
  now: () => number,
  traded: (pair: string) => bigint | null,
): (pair: string) => bigint | null {
  return (pair) => {
    const path = script.get(pair);
    return path ? priceAt(path, now() - startedAt, findSymbol(pair)!.pricePrecision) : traded(pair);
  };
}

/** The index of every spot pair: its last trade, or the PRICE_SCRIPT path from now on when the config names one. */
export function indexSource(
  config: { priceScript?: string },
  clock: { now(): number },
  traded: (pair: string) => bigint | null,
): (pair: string) => bigint | null {
  if (!config.priceScript) return traded;
  return scriptedIndex(loadPriceScript(config.priceScript), clock.now(), () => clock.now(), traded);
}
