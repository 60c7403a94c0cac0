/**
 * What one socket is sent within a few milliseconds, written as ONE WebSocket frame (docs/protocol.md:
 * a frame is one message or a JSON array of messages). A tick of the
 * market moves several books at once; batching turns a socket's dozen frames (each a header, a
 * write and a syscall) into one, which is what makes fan-out to thousands of sockets cheap.
 * Frames keep their order; each is already serialized, so a batch only joins bytes.
 */
/** A batch stays far below the client's frame limit (1 MiB) and keeps latency of one socket's burst bounded. */
export const MAX_BATCH_BYTES = 256 * 1024;

/**
 * How long a socket's pushes wait to be joined, at least: the engine commits each command of a
 * market tick on its own turn, so one turn alone catches one or two pushes; a few ms catch the tick.
 */
export const FLUSH_EVERY_MS = 5;
/**
 * How long they wait at most. A flush writes to every socket, one system call each, which is most
 * of the gateway's time; with thousands of sockets it takes ms, the engine's next commits come late,
 * and a tick split over two waits costs every socket a second write. So each wait lasts as long as
 * the last flush took, within these bounds: writing stays about half of the time at most, and a
 * wait stays shorter than the 50 ms between the simulator's ticks, which are never merged (latency).
 */
export const MAX_FLUSH_WAIT_MS = 25;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** Every outbox with frames waiting; one timer flushes them all. */
const waiting = new Set<Outbox>();
let scheduled = false;
/** how long the last flush took (ms, wall clock: enough at this scale) */
let lastFlushMs = 0;

/** The last batch joined in this flush: sockets on the same channels get the same frames, joined once. */
let lastFrames: readonly Buffer[] = [];
let lastJoined: Buffer | null = null;

function flushWaiting(): void {
  const started = Date.now();
  scheduled = false;
  for (const outbox of waiting) outbox.flush();
  waiting.clear();
  lastFrames = [];
  lastJoined = null;
  lastFlushMs = Date.now() - started;
}

const nextWaitMs = () => Math.min(MAX_FLUSH_WAIT_MS, Math.max(FLUSH_EVERY_MS, lastFlushMs));

const sameFrames = (a: readonly Buffer[], b: readonly Buffer[]) => a.length === b.length && a.every((f, i) => f === b[i]);

function join(frames: Buffer[], bytes: number): Buffer {
  if (lastJoined && sameFrames(frames, lastFrames)) return lastJoined;
  const parts: Buffer[] = [OPEN];
  for (const frame of frames) parts.push(frame, COMMA);
  parts[parts.length - 1] = CLOSE;
  lastFrames = frames;
  lastJoined = Buffer.concat(parts, bytes + frames.length + 1);
  return lastJoined;
}

export class Outbox {
  #frames: Buffer[] = [];
  #bytes = 0;

  constructor(private readonly write: (frame: Buffer) => void) {}

  /** Bytes waiting for the flush (they count as buffered for flow control). */
  get bytes(): number {
    return this.#bytes;
  }

  push(frame: Buffer): void {
    if (this.#bytes + frame.length > MAX_BATCH_BYTES) this.flush();
    this.#frames.push(frame);
    this.#bytes += frame.length;
    waiting.add(this);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flushWaiting, nextWaitMs());
    }
  }

  /** Writes what is waiting now: one message as itself, several as one array frame. */
  flush(): void {
    const frames = this.#frames;
    if (frames.length === 0) return;
    const bytes = this.#bytes;
    this.#frames = [];
    this.#bytes = 0;
    this.write(frames.length === 1 ? frames[0]! : join(frames, bytes));
  }
}
