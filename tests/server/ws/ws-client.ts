/**
 * A loopback WebSocket client for gateway tests: keeps every message it received and lets a test
 * wait for the next one that matches. Waits end by a message, never by a clock (the timeout is
 * only a guard against hanging).
 */
import WebSocket from 'ws';

// Messages are loose JSON that each test reads field by field; `unknown` would only add casts to every assertion.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Msg = Record<string, any>;

export class WsClient {
  readonly received: Msg[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      // a frame is one message or a batch of them (docs/protocol.md); tests read messages
      const parsed = JSON.parse(data.toString()) as Msg | Msg[];
      this.received.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static connect(url: string): Promise<WsClient> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new WsClient(ws)));
      ws.once('error', reject);
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next not yet consumed message matching `pred` (messages before it stay available). */
  async next(pred: (m: Msg) => boolean = () => true, timeoutMs = 10_000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.received.length; i++) {
        const m = this.received[i]!;
        if (pred(m)) {
          this.received.splice(i, 1);
          return m;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; received: ${JSON.stringify(this.received.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends ping ts and waits for its pong: every frame the server sent before it has arrived. */
  async roundTrip(): Promise<void> {
    const ts = Math.random();
    this.send({ op: 'ping', ts });
    await this.next((m) => m.op === 'pong' && m.ts === ts);
  }

  /** Messages of channel `ch` received so far (consumed from the buffer). */
  take(ch: string): Msg[] {
    const out = this.received.filter((m) => m.ch === ch);
    for (const m of out) this.received.splice(this.received.indexOf(m), 1);
    return out;
  }

  close(): void {
    this.ws.close();
  }
}

export const nextOn = (c: WsClient, ch: string, type?: 'snapshot' | 'update') =>
  c.next((m) => m.ch === ch && (type === undefined || m.type === type));
