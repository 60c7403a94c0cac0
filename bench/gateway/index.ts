/**
 * `npm run bench -- gateway`: 1,000 loopback WebSocket clients subscribed to depth and trades of a
 * few symbols, while the market simulator drives the real engine. Reports messages delivered per
 * second, the delay from match (trade ts) or publish (push ts) to receipt, book integrity on a few
 * fully checked clients, and the serialize-once saving against per-socket serialization.
 * Bounded in time (about 30 s) and loopback only.
 */
import { Worker } from 'node:worker_threads';
import { compareSerialization } from './baseline';
import type { ClientsConfig, ClientsResult } from './clients';
import { startBenchServer } from './server';

const SEED = 20_240_601;
const CLIENTS = 1000;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT'];
/**
 * The simulator on the bench symbols only, visiting each about 5 times a second (the server's
 * default visits each of the 19 symbols every 1.9 s), with room for 400 engine commands a second.
 */
const SIM = { tickMs: 50, commandsPerSecond: 400 };
const WARMUP_MS = 4000;
const MEASURE_MS = 15_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function runClients(cfg: ClientsConfig): Promise<ClientsResult> {
  const entry = new URL('./clients.ts', import.meta.url).href;
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry, config: cfg } });
  return new Promise((resolve, reject) => {
    worker.on('message', (m: { kind: string; result?: ClientsResult; message?: string }) => {
      if (m.kind === 'result') resolve(m.result!);
      if (m.kind === 'error') reject(new Error(m.message));
    });
    worker.on('error', reject);
  }).finally(() => worker.terminate()) as Promise<ClientsResult>;
}

export async function runGatewayBench(): Promise<Record<string, number | string>> {
  const server = await startBenchServer(SYMBOLS, SIM, SEED);
  const pushes: unknown[] = [];
  server.bus.on('depth', (symbol, change) => {
    if (pushes.length < 500)
      pushes.push({ ch: `depth.${symbol}`, type: 'update', seq: change.seq, ts: Date.now(), data: { ...change, checksum: 0 } });
  });
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  let clients: ClientsResult;
  try {
    clients = await runClients({
      url: server.url,
      clients: CLIENTS,
      symbols: SYMBOLS,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
      checkedClients: 5,
    });
  } finally {
    await server.stop();
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuPercent = Math.round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallStart)) * 100);
  const trades = [...clients.tradeDelaysMs].sort((a, b) => a - b);
  const depth = [...clients.depthDelaysMs].sort((a, b) => a - b);
  const seconds = (clients.to - clients.from) / 1000;
  const inWindow = server.depthEvents.filter((e) => e.at >= clients.from && e.at < clients.to);
  const fanOut = inWindow.map((e) => e.fanOutUs).sort((a, b) => a - b);
  const serialize = compareSerialization(pushes, CLIENTS);
  const result = {
    clients: clients.connected,
    symbols: SYMBOLS.join(' '),
    engineBookChangesPerSec: Math.round(inWindow.length / seconds),
    messagesPerSec: Math.round(clients.messages / seconds),
    tradeDelayP50Ms: percentile(trades, 50),
    tradeDelayP99Ms: percentile(trades, 99),
    depthDelayP50Ms: percentile(depth, 50),
    depthDelayP99Ms: percentile(depth, 99),
    depthDelayMaxMs: depth[depth.length - 1] ?? 0,
    depthFanOutP50Us: percentile(fanOut, 50),
    depthFanOutP99Us: percentile(fanOut, 99),
    slowConsumerCloses: clients.closedSlow,
    otherCloses: clients.closedOther,
    checkedDepthUpdates: clients.checkedUpdates,
    bookErrors: clients.bookErrors,
    processCpuPercent: cpuPercent,
    serializeOnceUsPerPush: serialize.onceUsPerPush,
    serializePerSocketUsPerPush: serialize.perSocketUsPerPush,
    perSocketOverOnce: serialize.onceUsPerPush > 0 ? Math.round(serialize.perSocketUsPerPush / serialize.onceUsPerPush) : 'n/a',
  };
  console.log(
    `${result.clients} clients on ${result.symbols} (depth + trades); ${result.engineBookChangesPerSec} book changes/s from the simulator on these symbols`,
  );
  console.log(`delivered ${result.messagesPerSec} msg/s`);
  console.log(`delay trade match -> receipt p50 ${result.tradeDelayP50Ms} ms, p99 ${result.tradeDelayP99Ms} ms`);
  console.log(
    `delay depth publish -> receipt p50 ${result.depthDelayP50Ms} ms, p99 ${result.depthDelayP99Ms} ms, max ${result.depthDelayMaxMs} ms`,
  );
  console.log(
    `gateway time per depth event (mirror + checksum + send to ${CLIENTS} sockets) p50 ${result.depthFanOutP50Us} µs, p99 ${result.depthFanOutP99Us} µs`,
  );
  console.log(
    `books checked on 5 clients: ${result.checkedDepthUpdates} updates, ${result.bookErrors} gaps or checksum mismatches; slow-consumer closes ${result.slowConsumerCloses}`,
  );
  console.log(`process CPU (server + client worker) ${cpuPercent}% of one core`);
  console.log(
    `serialize a push for ${CLIENTS} subscribers: once ${result.serializeOnceUsPerPush} µs, per socket ${result.serializePerSocketUsPerPush} µs (${result.perSocketOverOnce}x)`,
  );
  return result;
}
