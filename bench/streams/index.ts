/**
 * `npm run bench -- streams`: the client's depth reducer against a book on sorted-btree (the peer)
 * on 20- and 1 500-level books, each message applied then its top 20 read, after checking that both
 * showed the same reads and end with the same book; against a naive baseline that copies and
 * re-sorts the whole book on every update (20 and 500 levels); then messages per second through the
 * whole client path (mock socket → parse → reduce → frame sampling). All on the same seeded updates.
 * Reducer rates are per second of CPU time (cpu-time.ts), the pipeline's per second of wall clock.
 */
import { applyDepth } from '../../src/streams/depth-reducer';
import { startOurBook } from './book-contenders';
import { startBTreeBook } from './btree-depth';
import { bookPrint, measureBooks } from './contender-bench';
import { generateDepthWorkload } from './depth-workload';
import { naiveApplyDepth } from './naive-depth';
import { measurePipeline } from './pipeline-bench';
import { measureReducers } from './reducer-bench';

const SEED = 20_240_601;
const UPDATES = 20_000;
const MIN_MS = 1_000;
/** levels a ladder shows, read after every message */
const TOP_READ = 20;

/** Ours against the sorted-btree book; throws when they do not show the same book. */
function compareWithBTree(levels: number): Record<string, number> {
  const workload = generateDepthWorkload(levels, UPDATES, SEED);
  const ours = bookPrint(startOurBook, workload, TOP_READ);
  const peer = bookPrint(startBTreeBook, workload, TOP_READ);
  if (ours.reads !== peer.reads || ours.final !== peer.final) throw new Error(`at ${levels} levels the books differ`);
  const rates = measureBooks({ ours: startOurBook, btree: startBTreeBook }, workload, TOP_READ, MIN_MS);
  const ratio = Math.round((rates.ours / rates.btree) * 100) / 100;
  console.log(
    `${String(levels).padStart(4)} levels  reducer + top ${TOP_READ} ${String(rates.ours).padStart(8)} msg/cpu-s   sorted-btree book ${String(rates.btree).padStart(8)} msg/cpu-s   ${ratio}x (same reads and final book)`,
  );
  return {
    [`depth${levels}TopReadMsgPerSec`]: rates.ours,
    [`depth${levels}BTreeMsgPerSec`]: rates.btree,
    [`depth${levels}OverBTree`]: ratio,
  };
}

export async function runStreamsBench(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = { seed: SEED, updatesPerRun: UPDATES };
  console.log(`seed ${SEED}; ${UPDATES} seeded depth updates (1-4 levels each, checksum verified on every one)`);
  for (const levels of [20, 1_500]) Object.assign(results, compareWithBTree(levels));
  for (const levels of [20, 500]) {
    const workload = generateDepthWorkload(levels, UPDATES, SEED);
    const { book, naive } = measureReducers({ book: applyDepth, naive: naiveApplyDepth }, workload, MIN_MS);
    const ratio = Math.round((book / naive) * 10) / 10;
    console.log(
      `${String(levels).padStart(3)} levels  reducer ${String(book).padStart(9)} upd/cpu-s   baseline (copy + re-sort) ${String(naive).padStart(8)} upd/cpu-s   ${ratio}x`,
    );
    Object.assign(results, {
      [`depth${levels}UpdPerSec`]: book,
      [`depth${levels}BaselineUpdPerSec`]: naive,
      [`depth${levels}OverBaseline`]: ratio,
    });
  }
  const pipeline = await measurePipeline(generateDepthWorkload(500, UPDATES, SEED + 1));
  console.log(
    `pipeline (mock socket → parse → reduce → frame), 500 levels: ${pipeline.messagesPerSec} msg/s; ${UPDATES} messages in bursts of 1000 a frame → ${pipeline.frames} views emitted`,
  );
  Object.assign(results, { pipelineMsgPerSec: pipeline.messagesPerSec, pipelineFramesShown: pipeline.frames });
  return results;
}
