/**
 * `npm run bench -- risk`: the risk engine's work on one mark tick with 100,000 open positions — the risk loop's book
 * (server/futures/risk RiskBook: the mark recorded, liquidation and TP/SL indexes asked) against a naive scan that
 * values every position at the mark, in one run.
 * First a tick that crosses thousands of positions must give both the same set; then 1,000+ ticks within ±0.5 % of
 * the start mark (which liquidate nothing) are timed both ways.
 */
import { RiskBook } from '../../server/futures/risk/risk-book';
import { LatencyRecorder } from '../engine/latency';
import { naiveCrossed, naiveTpSl } from './naive-scan';
import { generatePositions, priceAway, START_MARK, SYMBOL, type BenchPosition } from './positions';
import { Rng } from '../../server/simulator/prng';

const SEED = 20_261_124;
const POSITIONS = 100_000;
const QUIET_TICKS = 2_000;
const NAIVE_TICKS = 50;
const RATIO_TARGET = 50;
const P99_TARGET_MS = 5;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function buildBook(positions: readonly BenchPosition[]): RiskBook {
  const spare = new Map(positions.map((p) => [p.open.userId, p.spare]));
  const book = new RiskBook({ contractWallet: (userId) => ({ available: spare.get(userId)!, frozen: 0n }), markOf: () => null });
  book.upsert(positions.map((p) => p.open));
  // the book values each position as the bench drew it
  for (const p of positions) {
    if (book.liquidations.liquidationPriceOf(p.id) !== (p.liquidationPrice === 0n ? undefined : p.liquidationPrice))
      throw new Error(`position ${p.id}: the book's liquidation price differs from the bench's`);
  }
  return book;
}

/** One tick as the risk loop handles it when nothing is reached: record the mark, ask both indexes. */
function tickBook(book: RiskBook, mark: bigint): number {
  book.setMark(SYMBOL, mark);
  return book.liquidations.crossedBy(SYMBOL, mark).length + book.triggers.crossedBy(SYMBOL, mark).length;
}

/** A mark near `target` on which no liquidation price sits, so the LP's tick rounding cannot separate the two rules. */
function markWithoutLp(positions: readonly BenchPosition[], target: bigint): bigint {
  const taken = new Set(positions.map((p) => p.liquidationPrice));
  let mark = target;
  while (taken.has(mark)) mark += 10n ** 6n;
  return mark;
}

export async function runRiskBench(): Promise<Record<string, number | string>> {
  let start = process.hrtime.bigint();
  const positions = generatePositions(SEED, POSITIONS);
  const generateMs = ms(start);
  start = process.hrtime.bigint();
  const book = buildBook(positions);
  const { liquidations } = book;
  const withLiquidationPrice = liquidations.size;
  const buildMs = ms(start);

  // the check: a 3 % drop and a 3 % rise, each crossing thousands of positions
  let checked = 0;
  for (const move of [-0.03, 0.03]) {
    const mark = markWithoutLp(positions, priceAway(START_MARK, move));
    const ours = [...liquidations.crossedBy(SYMBOL, mark)].sort();
    const naive = naiveCrossed(positions, mark).sort();
    if (ours.length !== naive.length || ours.some((id, i) => id !== naive[i]))
      throw new Error(`the index and the scan disagree at ${mark}: ${ours.length} vs ${naive.length} positions`);
    checked += ours.length;
  }

  // quiet ticks: a seeded walk within ±0.5 % of the start mark, where nothing is reached
  const rng = new Rng(SEED + 1);
  const marks = Array.from({ length: QUIET_TICKS }, () => priceAway(START_MARK, (rng.next() - 0.5) * 0.01));
  const indexed = new LatencyRecorder();
  let reached = 0;
  for (const mark of marks) {
    const t = process.hrtime.bigint();
    reached += tickBook(book, mark);
    indexed.add(ms(t));
  }
  const naive = new LatencyRecorder();
  for (const mark of marks.slice(0, NAIVE_TICKS)) {
    const t = process.hrtime.bigint();
    reached += naiveCrossed(positions, mark).length + naiveTpSl(positions, mark);
    naive.add(ms(t));
  }
  if (reached !== 0) throw new Error(`${reached} positions reached on ticks meant to liquidate nothing`);

  // a position changed by a fill: revalued and moved in both indexes, O(log n)
  start = process.hrtime.bigint();
  for (const p of positions.slice(0, 10_000)) book.upsert([{ ...p.open, margin: p.open.margin + 100_000_000n }]);
  const updateUs = Math.round((ms(start) / 10_000) * 1000 * 100) / 100;

  const ours = indexed.summary();
  const base = naive.summary();
  const meanOf = (s: { perSecond: number }) => 1000 / s.perSecond;
  const ratio = Math.round((meanOf(base) / meanOf(ours)) * 10) / 10;
  const p99Ms = ours.p99Us / 1000;
  console.log(
    `seed ${SEED}; ${POSITIONS} open positions on ${SYMBOL} (${withLiquidationPrice} with a liquidation price), built in ${Math.round(buildMs)} ms (drawn in ${Math.round(generateMs)} ms)`,
  );
  console.log(`check: 3 % down and 3 % up, ${checked} positions crossed, the same set from the index and the scan`);
  console.log(`indexed, ${ours.commands} quiet ticks   p50 ${ours.p50Us} µs  p99 ${ours.p99Us} µs  (${ours.perSecond} ticks/s)`);
  console.log(`naive scan, ${base.commands} quiet ticks  p50 ${base.p50Us} µs  p99 ${base.p99Us} µs  (${base.perSecond} ticks/s)`);
  console.log(
    `indexed / naive per tick: ${ratio}x (target ≥ ${RATIO_TARGET}x); indexed p99 ${p99Ms} ms (target ≤ ${P99_TARGET_MS} ms); moving a position ${updateUs} µs`,
  );
  return {
    seed: SEED,
    positions: POSITIONS,
    crossedInCheck: checked,
    quietTicks: ours.commands,
    indexedP50Us: ours.p50Us,
    indexedP99Us: ours.p99Us,
    naiveTicks: base.commands,
    naiveP50Us: base.p50Us,
    naiveP99Us: base.p99Us,
    indexedOverNaive: ratio,
    moveUs: updateUs,
    buildMs: Math.round(buildMs),
  };
}
