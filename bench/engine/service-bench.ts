/**
 * The full SpotService on a SQLite file (WAL, as the server runs it): every command is one
 * transaction with validation, freeze, matching, settlement, persistence and events.
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

export async function driveService(commands: readonly BenchCommand[]): Promise<LatencySummary & { rejected: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-bench-'));
  const db = await openStore(loadConfig({ DATA_DIR: dataDir, MARKET: '0' }));
  try {
    const serial = new Serial(db);
    const bus = new Bus();
    const ledger = new Ledger({ db, serial, bus });
    const spot = new SpotService({ db, serial, bus, ledger });
    await spot.rebuild();
    for (let user = 1; user <= BENCH_USERS; user++) {
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
    let clientId = 0;
    for (const cmd of commands) {
      const start = performance.now();
      try {
        if (cmd.kind === 'cancel') {
          const id = live.pick(cmd.pick);
          if (id !== undefined) await spot.cancel(owners.get(id)!, String(id));
        } else {
          const side = cmd.side;
          const fields =
            cmd.kind === 'limit'
              ? { type: 'limit' as const, price: fromUnits(cmd.price, 2), quantity: fromUnits(cmd.qty, 5) }
              : side === 'buy'
                ? { type: 'market' as const, quoteAmount: fromUnits(cmd.amount) }
                : { type: 'market' as const, quantity: fromUnits(cmd.amount, 5) };
          await spot.place(cmd.userId, { symbol: 'BTCUSDT', side, clientOrderId: `bench-${++clientId}`, ...fields });
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        rejected++;
      }
      latency.add(performance.now() - start);
    }
    const problems = await ledger.checkInvariant();
    if (problems.length > 0) throw new Error(`ledger invariant broken after the bench: ${problems.join('; ')}`);
    return { ...latency.summary(), rejected };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
