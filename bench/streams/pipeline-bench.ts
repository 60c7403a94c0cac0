import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { NEVER } from 'rxjs';
import { createStreams } from '../../src/streams/create-streams';
import type { DepthWorkload } from './depth-workload';

const URL = 'ws://bench.streams/ws';
const FRAME_MS = 16;
/** messages pushed between two frames */
const BURST = 1_000;

/** Node has no animation frames: a 60 Hz stand-in, so the app's own frame scheduler runs unchanged. */
function installFrames(): () => void {
  if (typeof globalThis.requestAnimationFrame === 'function') return () => {};
  globalThis.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), FRAME_MS) as unknown as number;
  globalThis.cancelAnimationFrame = (handle) => clearTimeout(handle);
  return () => {
    delete (globalThis as Partial<typeof globalThis>).requestAnimationFrame;
    delete (globalThis as Partial<typeof globalThis>).cancelAnimationFrame;
  };
}

export interface PipelineResult {
  readonly messagesPerSec: number;
  readonly frames: number;
}

/**
 * Messages per second through the whole client path: a mock-socket server pushes the workload's
 * depth updates as text frames, and each goes through reconnecting-websocket, parsing and
 * validation, routing, the depth reducer (with checksum) and the per-frame sampler of getDepth$.
 * mock-socket delivers server frames synchronously, so the duration of each send loop is the
 * client's work; bursts of BURST messages are separated by a frame, so the view samples each burst
 * once, and the last frame must show the last seq.
 */
export async function measurePipeline(workload: DepthWorkload): Promise<PipelineResult> {
  const uninstall = installFrames();
  const ch = 'depth.BTCUSDT';
  const frame = (msg: object) => JSON.stringify({ ch, ts: 0, ...msg });
  const frames = workload.updates.map(frame);
  const lastSeq = workload.updates.at(-1)!.seq;
  const server = new Server(URL);
  const streams = createStreams({ url: URL, WebSocketImpl: MockWebSocket, fetchKlines: () => NEVER });
  let shown = 0;
  let elapsed = 0;
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    fail = reject;
    const sub = streams.getDepth$('BTCUSDT').subscribe((view) => {
      shown++;
      if (!view.ready && shown > 1) reject(new Error(`the book broke at seq ${view.seq}`));
      if (view.seq === lastSeq) resolve(sub.unsubscribe());
    });
  });
  const sendBursts = async (client: Client) => {
    client.send(frame(workload.snapshot));
    for (let from = 0; from < frames.length; from += BURST) {
      const start = performance.now();
      for (const text of frames.slice(from, from + BURST)) client.send(text);
      elapsed += performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
    }
  };
  server.on('connection', (client) => {
    // A failed send ends the measurement with its error instead of leaving `done` waiting forever.
    client.on('message', (data) => {
      if (String(data).includes('"sub"')) sendBursts(client).catch(fail);
    });
  });
  await done;
  streams.close();
  server.stop();
  uninstall();
  return { messagesPerSec: Math.round((frames.length / elapsed) * 1000), frames: shown };
}
