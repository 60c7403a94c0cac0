/**
 * `npm run bench -- streams`: the client's depth reducer (updates per second on 20- and 500-level
 * books) against a naive baseline that copies and re-sorts the whole book on every update, run in
 * the same process on the same seeded updates; then messages per second through the whole client
 * path (mock socket → parse → reduce → frame sampling).
 */
import { applyDepth } from '../../src/streams/depth-reducer';
import { generateDepthWorkload } from './depth-workload';
import { naiveApplyDepth } from './naive-depth';
import { measurePipeline } from './pipeline-bench';
import { measureReducers } from './reducer-bench';

const SEED = 20_240_601;
const UPDATES = 20_000;
const MIN_MS = 1_000;

export async function runStreamsBench(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = { seed: SEED, updatesPerRun: UPDATES };
  console.log(`seed ${SEED}; ${UPDATES} seeded depth updates (1-4 levels each, checksum verified on every one)`);
  for (const levels of [20, 500]) {
    const workload = generateDepthWorkload(levels, UPDATES, SEED);
    const { book, naive } = measureReducers({ book: applyDepth, naive: naiveApplyDepth }, workload, MIN_MS);
    const ratio = Math.round((book / naive) * 10) / 10;
    console.log(
      `${String(levels).padStart(3)} levels  reducer ${String(book).padStart(9)} upd/s   baseline (copy + re-sort) ${String(naive).padStart(8)} upd/s   ${ratio}x`,
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
