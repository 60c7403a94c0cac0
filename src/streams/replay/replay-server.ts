import { Server, type Client } from 'mock-socket';
import type { ClientOp } from '@contract/ws';
import type { FeedLine } from './feed-line';

export interface ReplayOptions {
  /** 1 plays at the recorded pace, 10 ten times faster; Infinity (the default) as fast as possible */
  readonly speed?: number;
  /** how long to wait for the client at a sync point (a `sent` or `open` line) before failing */
  readonly syncTimeoutMs?: number;
}

export interface ReplayServer {
  readonly server: Server;
  /** every op the clients sent, in order */
  readonly received: readonly ClientOp[];
  /** Plays a feed into the connected client; resolves at the end of the feed. */
  play(lines: readonly FeedLine[], options?: ReplayOptions): Promise<void>;
  /** Drops every connection now, as a network failure would. */
  disconnect(code?: number, reason?: string): void;
  stop(): void;
}

interface Connection {
  readonly client: Client;
  /** ops not yet matched by a `sent` line */
  readonly unmatched: ClientOp[];
}

/**
 * A mock-socket server that plays a recorded feed to the client under test. `open` lines wait for
 * the client to connect (again), `sent` lines wait until the client has sent the same op on the same
 * channel on the current connection: that is how a recorded `resync` or re-`sub` is followed by the
 * fresh snapshot the real server answered with. `close` lines drop the connection. Pings are
 * answered with pongs and unsubs with `unsubbed`, as the real server does.
 */
export function createReplayServer(url: string): ReplayServer {
  const server = new Server(url);
  const received: ClientOp[] = [];
  const fresh: Connection[] = [];
  let current: Connection | null = null;
  let wake: () => void = () => {};

  server.on('connection', (client) => {
    const connection: Connection = { client, unmatched: [] };
    fresh.push(connection);
    client.on('message', (data) => {
      const op = JSON.parse(String(data)) as ClientOp;
      received.push(op);
      if (op.op === 'ping') client.send(JSON.stringify({ op: 'pong', ts: op.ts }));
      else if (op.op === 'unsub') client.send(JSON.stringify({ op: 'unsubbed', ch: op.ch }));
      else connection.unmatched.push(op);
      wake();
    });
    wake();
  });

  function waitFor(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`replay: timed out waiting for ${what}`)), timeoutMs);
      wake = () => {
        if (!done()) return;
        clearTimeout(timer);
        wake = () => {};
        resolve();
      };
      wake();
    });
  }

  function takeSent(expected: ClientOp): boolean {
    const at = current?.unmatched.findIndex((op) => op.op === expected.op && channelOf(op) === channelOf(expected)) ?? -1;
    if (at < 0) return false;
    current!.unmatched.splice(at, 1);
    return true;
  }

  function disconnect(code = 1006, reason = ''): void {
    for (const client of server.clients()) client.close({ code, reason, wasClean: false });
    current = null;
  }

  async function play(lines: readonly FeedLine[], options: ReplayOptions = {}): Promise<void> {
    const speed = options.speed ?? Infinity;
    const syncTimeoutMs = options.syncTimeoutMs ?? 5_000;
    // The recorded timeline, restarted at each sync point: the client may be slower or faster than the recording.
    let clock: { line: number; wall: number } | null = null;
    for (const line of lines) {
      if ('event' in line && line.event === 'open') {
        await waitFor(() => fresh.length > 0, 'the client to connect', syncTimeoutMs);
        current = fresh.splice(0).pop()!;
        clock = { line: line.t, wall: Date.now() };
      } else if ('sent' in line) {
        await waitFor(() => takeSent(line.sent), `the client to send ${JSON.stringify(line.sent)}`, syncTimeoutMs);
        clock = { line: line.t, wall: Date.now() };
      } else {
        clock ??= { line: line.t, wall: Date.now() };
        await pace(clock.wall + (line.t - clock.line) / speed);
        if ('event' in line) disconnect(line.code, line.reason);
        else current?.client.send('raw' in line ? line.raw : JSON.stringify(line.msg));
      }
    }
  }

  return { server, received, play, disconnect, stop: () => server.stop() };
}

function channelOf(op: ClientOp): string | undefined {
  return 'ch' in op ? op.ch : undefined;
}

function pace(until: number): Promise<void> {
  const wait = until - Date.now();
  return wait > 0 && Number.isFinite(wait) ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
