/**
 * The full SpotService on a real database (SQLite in WAL as the server runs it, or PostgreSQL):
 * validation, freeze, matching, settlement, persistence and events, every command acknowledged only
 * once committed. `clients` callers each keep one command in flight, as HTTP clients do, so the
 * commands that arrive together are group-committed; one client measures the one-at-a-time path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Bus } from '../../server/bus';
import { loadConfig } from '../../server/config';
import { SpotService } from '../../server/engine/spot-service';
import { AppError } from '../../server/errors';
import { Ledger } from '../../server/ledger/ledger';
import { fromUnits, toUnits } from '../../server/money';
import { openStore } from '../../server/store/open';
import { Serial } from '../../server/store/serial';
import { LatencyRecorder, type LatencySummary } from './latency';
import { BENCH_USERS, LiveOrders, type BenchCommand } from './workload';

export interface ServiceRun {
  clients: number;
  /** postgres://… ; SQLite in a temp dir when absent */
  databaseUrl?: string;
}

/**
 * Each workload user becomes this many accounts (by command index), so that 20,000 commands stay
 * below the cap of open orders per user and symbol (MAX_OPEN_ORDERS) as the 5,000 of one user set did.
 */
const USER_SPREAD = 8;

export type ServiceSummary = LatencySummary & {
  rejected: number;
  /** how many commands each business rule refused */
  rejectedBy: Record<string, number>;
  /** commands per second of this process's CPU time: steadier than wall time on a shared, busy machine */
  perCpuSecond: number;
};

export async function driveService(commands: readonly BenchCommand[], run: ServiceRun): Promise<ServiceSummary> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-bench-'));
  const db = await openStore(loadConfig({ DATA_DIR: dataDir, MARKET: '0', ...(run.databaseUrl ? { DATABASE_URL: run.databaseUrl } : {}) }));
  try {
    const serial = new Serial(db);
    const bus = new Bus();
    const ledger = new Ledger({ db, serial, bus });
    const spot = new SpotService({ db, serial, bus, ledger });
    await spot.rebuild();
    for (let user = 1; user <= BENCH_USERS * USER_SPREAD; user++) {
      await serial.run(async (trx) => {
        await ledger.deposit(trx, user, 'spot', 'USDT', toUnits('1000000000'), 'deposit', `bench:${user}:usdt`);
        await ledger.deposit(trx, user, 'spot', 'BTC', toUnits('100000'), 'deposit', `bench:${user}:btc`);
      });
    }
    const live = new LiveOrders();
    const owners = new Map<number, number>();
    bus.on('order', (userId, order) => {
      const id = Number(order.id);
      if (order.status === 'new' || order.status === 'partially_filled') {
        live.add(id);
        owners.set(id, userId);
      } else live.remove(id);
    });
    const latency = new LatencyRecorder();
    let rejected = 0;
    const rejectedBy = new Map<string, number>();
    let clientId = 0;
    const send = async (cmd: BenchCommand, index: number): Promise<void> => {
      if (cmd.kind === 'cancel') {
        const id = live.pick(cmd.pick);
        if (id === undefined) return;
        // another client must not pick it too while this cancel waits for its group
        live.remove(id);
        await spot.cancel(owners.get(id)!, String(id));
        return;
      }
      const side = cmd.side;
      const fields =
        cmd.kind === 'limit'
          ? { type: 'limit' as const, price: fromUnits(cmd.price, 2), quantity: fromUnits(cmd.qty, 5) }
          : side === 'buy'
            ? { type: 'market' as const, quoteAmount: fromUnits(cmd.amount) }
            : { type: 'market' as const, quantity: fromUnits(cmd.amount, 5) };
      await spot.place(cmd.userId + BENCH_USERS * (index % USER_SPREAD), {
        symbol: 'BTCUSDT',
        side,
        clientOrderId: `bench-${++clientId}`,
        ...fields,
      });
    };
    let next = 0;
    const client = async (): Promise<void> => {
      while (next < commands.length) {
        const index = next++;
        const cmd = commands[index]!;
        const start = performance.now();
        try {
          await send(cmd, index);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          rejected++;
          rejectedBy.set(err.key, (rejectedBy.get(err.key) ?? 0) + 1);
        }
        latency.add(performance.now() - start);
      }
    };
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await Promise.all(Array.from({ length: run.clients }, client));
    const wallMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const problems = await ledger.checkInvariant();
    if (problems.length > 0) throw new Error(`ledger invariant broken after the bench: ${problems.join('; ')}`);
    // with several clients in flight, throughput is commands over wall time, not over summed latency
    return {
      ...latency.summary(),
      perSecond: Math.round(commands.length / (wallMs / 1000)),
      perCpuSecond: Math.round(commands.length / ((cpu.user + cpu.system) / 1e6)),
      rejected,
      rejectedBy: Object.fromEntries(rejectedBy),
    };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
