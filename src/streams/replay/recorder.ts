import type { ClientOp } from '@contract/ws';
import { formatLine, type FeedLine } from './feed-line';

export interface Recorder {
  opened(): void;
  closed(code: number, reason?: string): void;
  received(frame: unknown): void;
  sent(op: ClientOp): void;
}

/**
 * Writes a feed as NDJSON lines. Heartbeats are left out (pings are not sync points a replay should
 * wait for, and the replay server answers pings itself); a binary frame is kept as its text.
 */
export function createRecorder(write: (line: string) => void, now: () => number = Date.now): Recorder {
  const emit = (line: FeedLine) => write(formatLine(line));
  return {
    opened: () => emit({ t: now(), event: 'open' }),
    closed: (code, reason) => emit(reason ? { t: now(), event: 'close', code, reason } : { t: now(), event: 'close', code }),
    received(frame) {
      const text = typeof frame === 'string' ? frame : String(frame);
      let msg: unknown;
      try {
        msg = JSON.parse(text);
      } catch {
        emit({ t: now(), raw: text });
        return;
      }
      if (isPong(msg)) return;
      emit({ t: now(), msg });
    },
    sent(op) {
      if (op.op !== 'ping') emit({ t: now(), sent: op });
    },
  };
}

function isPong(msg: unknown): boolean {
  return typeof msg === 'object' && msg !== null && (msg as { op?: unknown }).op === 'pong';
}
