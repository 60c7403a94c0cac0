/**
 * The client side of the gateway bench, run in a worker thread so that parsing on the clients does
 * not sit on the server's event loop: N loopback sockets, each subscribed to depth and trades of a
 * few symbols. Delay = receipt time minus the trade's match time (trades) or the push's publish
 * time (depth updates). A few clients also keep full books and check every seq and checksum.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { ClientBookCheck } from './book-check';

export interface ClientsConfig {
  url: string;
  clients: number;
  symbols: string[];
  warmupMs: number;
  measureMs: number;
  checkedClients: number;
}

export interface ClientsResult {
  connected: number;
  messages: number;
  /** the measured window, ms since the epoch */
  from: number;
  to: number;
  /** match (trade ts) -> receipt, sampled */
  tradeDelaysMs: number[];
  /** publish (push ts) -> receipt of depth updates, sampled */
  depthDelaysMs: number[];
  closedSlow: number;
  closedOther: number;
  checkedUpdates: number;
  bookErrors: number;
}

const SAMPLE_EVERY = 7;

type Msg = { ch?: string; type?: string; seq?: number; ts?: number; data?: unknown };

async function run(cfg: ClientsConfig): Promise<ClientsResult> {
  let measuring = false;
  let messages = 0;
  let seen = 0;
  const tradeDelays: number[] = [];
  const depthDelays: number[] = [];
  let closedSlow = 0;
  let closedOther = 0;
  let stopping = false;
  const checks: ClientBookCheck[] = [];
  const sockets: WebSocket[] = [];
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(cfg.url);
      const check = i < cfg.checkedClients ? new ClientBookCheck() : null;
      if (check) checks.push(check);
      ws.on('open', () => {
        for (const s of cfg.symbols) ws.send(JSON.stringify({ op: 'sub', ch: `depth.${s}` }));
        for (const s of cfg.symbols) ws.send(JSON.stringify({ op: 'sub', ch: `trades.${s}` }));
        resolve();
      });
      ws.on('error', reject);
      ws.on('close', (code) => {
        if (stopping) return;
        if (code === 4008) closedSlow++;
        else closedOther++;
      });
      ws.on('message', (data) => {
        const now = Date.now();
        // a frame is one message or a batch of them (docs/protocol.md)
        const parsed = JSON.parse(data.toString()) as Msg | Msg[];
        for (const msg of Array.isArray(parsed) ? parsed : [parsed]) {
          check?.receive(msg);
          if (!measuring || msg.type !== 'update') continue;
          messages++;
          if (++seen % SAMPLE_EVERY !== 0) continue;
          if (msg.ch?.startsWith('trades.')) for (const t of msg.data as { ts: number }[]) tradeDelays.push(now - t.ts);
          else if (msg.ts !== undefined) depthDelays.push(now - msg.ts);
        }
      });
      sockets.push(ws);
    });
  // connect in batches so the accept queue never overflows
  for (let i = 0; i < cfg.clients; i += 50) await Promise.all(Array.from({ length: Math.min(50, cfg.clients - i) }, (_, k) => open(i + k)));
  parentPort?.postMessage({ kind: 'connected' });
  // every client worker starts its clock together, when the parent says so
  await new Promise((r) => parentPort?.once('message', r));
  await new Promise((r) => setTimeout(r, cfg.warmupMs));
  measuring = true;
  parentPort?.postMessage({ kind: 'window-start' });
  const from = Date.now();
  await new Promise((r) => setTimeout(r, cfg.measureMs));
  measuring = false;
  parentPort?.postMessage({ kind: 'window-end' });
  const to = Date.now();
  stopping = true;
  for (const ws of sockets) ws.terminate();
  return {
    connected: sockets.length,
    messages,
    from,
    to,
    tradeDelaysMs: tradeDelays,
    depthDelaysMs: depthDelays,
    closedSlow,
    closedOther,
    checkedUpdates: checks.reduce((n, c) => n + c.applied, 0),
    bookErrors: checks.reduce((n, c) => n + c.errors, 0),
  };
}

if (parentPort && workerData) {
  run((workerData as { config: ClientsConfig }).config).then(
    (result) => parentPort!.postMessage({ kind: 'result', result }),
    (err: unknown) => parentPort!.postMessage({ kind: 'error', message: String(err) }),
  );
}
