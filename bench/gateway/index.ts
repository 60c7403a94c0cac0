/**
 * `npm run bench -- gateway`: loopback WebSocket clients (1,000, then 3,000) subscribed to depth and
 * trades of a few symbols while the market simulator drives the real engine, once through the
 * project's gateway and once through a naive ws broadcast server (baseline.ts) on the same seeded
 * stream. Per round: messages delivered per second, the delay from match (trade ts) or publish
 * (push ts) to receipt, book integrity on a few fully checked clients, and the server's main-thread
 * busy time per delivered message. The ratio is the naive server's busy time per message over ours.
 * Beside it, the same ratio by the main thread's CPU time (Linux): busy time also counts the time
 * the thread waited for a core, which on a shared machine depends on whatever else runs.
 * Clients run in worker threads so their parsing does not sit on the server's event loop.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ClientsConfig, ClientsResult } from './clients';
import { startBenchServer } from './server';
import { mainThreadCpuMs } from './thread-cpu';

const SEED = 20_240_601;
const CLIENT_COUNTS = (process.env.GATEWAY_CLIENTS ?? '1000,3000').split(',').map(Number);
const CLIENT_WORKERS = 2;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT'];
/**
 * The simulator on the bench symbols only, visiting each about 5 times a second (the server's
 * default visits each of the 19 symbols every 1.9 s), with room for 400 engine commands a second.
 */
const SIM = { tickMs: 50, commandsPerSecond: 400 };
const WARMUP_MS = 3000;
const MEASURE_MS = 10_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Round = Awaited<ReturnType<typeof measure>>;

/** Runs the clients across worker threads; each starts its warm-up when all are connected, and the main thread's busy time is read over the measured window. */
async function runClients(cfg: ClientsConfig): Promise<{ clients: ClientsResult[]; busyMs: number; cpuMs: number | null }> {
  const entry = new URL('./clients.ts', import.meta.url).href;
  const workers = Array.from({ length: CLIENT_WORKERS }, (_, i) => {
    const share = Math.floor(cfg.clients / CLIENT_WORKERS) + (i < cfg.clients % CLIENT_WORKERS ? 1 : 0);
    const config = { ...cfg, clients: share, checkedClients: i === 0 ? cfg.checkedClients : 0 };
    return new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry, config } });
  });
  let connected = 0;
  let ended = 0;
  let busyMs = 0;
  let window: ReturnType<typeof performance.eventLoopUtilization> | null = null;
  let cpuFrom: number | null = null;
  let cpuMs: number | null = null;
  const results = workers.map(
    (worker) =>
      new Promise<ClientsResult>((resolve, reject) => {
        worker.on('message', (m: { kind: string; result?: ClientsResult; message?: string }) => {
          if (m.kind === 'connected' && ++connected === workers.length) for (const w of workers) w.postMessage('go');
          // the main thread's busy time over the clients' measured window (from the first start to the last end)
          if (m.kind === 'window-start' && !window) {
            window = performance.eventLoopUtilization();
            cpuFrom = mainThreadCpuMs();
          }
          if (m.kind === 'window-end' && ++ended === workers.length && window) {
            busyMs = performance.eventLoopUtilization(window).active;
            const cpuTo = mainThreadCpuMs();
            cpuMs = cpuFrom === null || cpuTo === null ? null : cpuTo - cpuFrom;
          }
          if (m.kind === 'result') resolve(m.result!);
          if (m.kind === 'error') reject(new Error(m.message));
        });
        worker.on('error', reject);
      }),
  );
  try {
    return { clients: await Promise.all(results), busyMs, cpuMs };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

async function measure(kind: 'ours' | 'naive', clients: number) {
  const server = await startBenchServer(SYMBOLS, SIM, SEED, kind);
  let run: Awaited<ReturnType<typeof runClients>>;
  try {
    run = await runClients({ url: server.url, clients, symbols: SYMBOLS, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, checkedClients: 5 });
  } finally {
    await server.stop();
  }
  const all = run.clients;
  const sum = (f: (r: ClientsResult) => number) => all.reduce((n, r) => n + f(r), 0);
  const trades = all.flatMap((r) => r.tradeDelaysMs).sort((a, b) => a - b);
  const depth = all.flatMap((r) => r.depthDelaysMs).sort((a, b) => a - b);
  const seconds = MEASURE_MS / 1000;
  const messages = sum((r) => r.messages);
  return {
    clients: sum((r) => r.connected),
    messagesPerSec: Math.round(messages / seconds),
    tradeDelayP50Ms: percentile(trades, 50),
    tradeDelayP99Ms: percentile(trades, 99),
    depthDelayP50Ms: percentile(depth, 50),
    depthDelayP99Ms: percentile(depth, 99),
    serverBusyPercent: Math.round((run.busyMs / MEASURE_MS) * 100),
    serverBusyUsPerMessage: messages > 0 ? Math.round((run.busyMs * 1000 * 100) / messages) / 100 : 0,
    /** the main thread's CPU time per delivered message (0 where /proc is missing) */
    serverCpuUsPerMessage: messages > 0 && run.cpuMs !== null ? Math.round((run.cpuMs * 1000 * 100) / messages) / 100 : 0,
    slowConsumerCloses: sum((r) => r.closedSlow),
    otherCloses: sum((r) => r.closedOther),
    checkedDepthUpdates: sum((r) => r.checkedUpdates),
    bookErrors: sum((r) => r.bookErrors),
  };
}

const ratioOf = (naive: number, ours: number) => (ours > 0 && naive > 0 ? Math.round((naive / ours) * 100) / 100 : 0);

function print(kind: string, r: Round): void {
  console.log(
    `  ${kind.padEnd(5)} ${r.messagesPerSec} msg/s; trade p50/p99 ${r.tradeDelayP50Ms}/${r.tradeDelayP99Ms} ms; depth p50/p99 ${r.depthDelayP50Ms}/${r.depthDelayP99Ms} ms; ` +
      `server busy ${r.serverBusyPercent}% = ${r.serverBusyUsPerMessage} µs/msg, CPU ${r.serverCpuUsPerMessage} µs/msg; checked ${r.checkedDepthUpdates} updates, ${r.bookErrors} gaps/mismatches; closes ${r.slowConsumerCloses} slow, ${r.otherCloses} other`,
  );
}

export async function runGatewayBench(): Promise<Record<string, number | string>> {
  const result: Record<string, number | string> = { symbols: SYMBOLS.join(' ') };
  for (const clients of CLIENT_COUNTS) {
    const ours = await measure('ours', clients);
    const naive = await measure('naive', clients);
    const busyRatio = ratioOf(naive.serverBusyUsPerMessage, ours.serverBusyUsPerMessage);
    const cpuRatio = ratioOf(naive.serverCpuUsPerMessage, ours.serverCpuUsPerMessage);
    console.log(`${clients} clients on ${SYMBOLS.join(' ')} (depth + trades), same seeded stream:`);
    print('ours', ours);
    print('naive', naive);
    console.log(
      `  ratio (naive server busy time per delivered message / ours): ${busyRatio}x; by main-thread CPU time ${cpuRatio || 'n/a (no /proc)'}x`,
    );
    for (const [k, v] of Object.entries(ours)) result[`c${clients}_ours_${k}`] = v;
    for (const [k, v] of Object.entries(naive)) result[`c${clients}_naive_${k}`] = v;
    result[`c${clients}_ratio`] = busyRatio;
    result[`c${clients}_cpuRatio`] = cpuRatio;
  }
  return result;
}
