/**
 * The cycle bench's world: a CycleService on a SQLite file as the server runs it, on a clock that stands still while
 * the orders are placed (BenchClock), with an index the bench sets; BENCH_USERS users funded; the generated orders placed so that all of them expire within one second
 * (each period's orders placed that period before it), across every cycle symbol and period.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CycleDirection, PlaceCycleOrderReq } from '@contract/cycle';
import { Bus } from '../../server/bus';
import { findSymbol } from '../../server/catalogue/symbols';
import { loadConfig } from '../../server/config';
import { CycleService } from '../../server/cycle/cycle-service';
import { CYCLE_PERIODS, CYCLE_SYMBOLS } from '../../server/cycle/rules';
import { Ledger } from '../../server/ledger/ledger';
import { toUnits } from '../../server/money';
import { Rng } from '../../server/simulator/prng';
import { openStore } from '../../server/store/open';
import { Serial } from '../../server/store/serial';
import { BenchClock } from './bench-clock';

export const BENCH_USERS = 200;
/** the second every order expires in: 2026-01-01 00:10:00 UTC */
export const EXPIRY_SECOND = Date.UTC(2026, 0, 1, 0, 10);

export interface BenchOrder {
  userId: number;
  req: PlaceCycleOrderReq;
  /** ms into the expiry second */
  expiresAt: number;
}

/** Orders of 10 to 60 USDT (so that 10,000 stay within the pool's limit), any symbol, period and direction. */
export function generateOrders(seed: number, count: number): BenchOrder[] {
  const rng = new Rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;
  return Array.from({ length: count }, (_, n) => {
    const symbol = pick(CYCLE_SYMBOLS);
    const req: PlaceCycleOrderReq = {
      category: symbol.category,
      symbol: symbol.symbol,
      direction: pick<CycleDirection>(['up', 'down']),
      periodSeconds: pick(CYCLE_PERIODS).seconds,
      stake: `${10 + Math.floor(rng.next() * 51)}.00`,
      clientId: `bench-cycle-${n}`,
    };
    return { userId: 1 + (n % BENCH_USERS), req, expiresAt: Math.floor(rng.next() * 1000) };
  });
}

export interface CycleWorld {
  cycle: CycleService;
  /** a new service on the same database and clock, as the server builds it (to be started) */
  rebuild(): Promise<CycleService>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: BenchClock;
  db: Awaited<ReturnType<typeof openStore>>;
  /** moves each symbol's index from its start by a seeded number of ticks, a fifth of them not at all (ties) */
  moveIndexes(seed: number): void;
  close(): Promise<void>;
}

/**
 * `databaseUrl`: postgres://… (an empty database); SQLite in a temp dir when absent. `settleChunk`: orders per
 * settlement transaction (the service's SETTLE_CHUNK when absent).
 */
export async function openWorld(orders: readonly BenchOrder[], databaseUrl?: string, settleChunk?: number): Promise<CycleWorld> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-bench-'));
  const db = await openStore(loadConfig({ DATA_DIR: dataDir, MARKET: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  const serial = new Serial(db);
  const bus = new Bus();
  const longest = Math.max(...CYCLE_PERIODS.map((p) => p.seconds)) * 1000;
  const clock = new BenchClock(EXPIRY_SECOND - longest - 1000);
  const ledger = new Ledger({ db, serial, bus, now: () => clock.now() });
  const index = new Map<string, bigint>();
  const build = () => new CycleService({ db, serial, bus, ledger, clock, settleChunk, indexOf: (symbol) => index.get(symbol) ?? null });
  let cycle = build();
  await cycle.start(0);
  for (let user = 1; user <= BENCH_USERS; user++)
    await serial.run((trx) => ledger.deposit(trx, user, 'spot', 'USDT', toUnits('100000'), 'deposit', `bench:${user}`));
  // in opening order: longest period first, then by the ms they expire at
  const byOpening = [...orders].sort(
    (a, b) => b.req.periodSeconds - a.req.periodSeconds || a.expiresAt - b.expiresAt || a.userId - b.userId,
  );
  for (const o of byOpening) {
    const openAt = EXPIRY_SECOND + o.expiresAt - o.req.periodSeconds * 1000;
    if (openAt > clock.now()) clock.advance(openAt - clock.now());
    await cycle.place(o.userId, o.req);
  }
  return {
    get cycle() {
      return cycle;
    },
    async rebuild() {
      await cycle.stop();
      cycle = build();
      return cycle;
    },
    serial,
    bus,
    ledger,
    clock,
    db,
    moveIndexes(seed) {
      const rng = new Rng(seed);
      for (const { symbol } of CYCLE_SYMBOLS) {
        const def = findSymbol(symbol)!;
        const ticks = rng.next() < 0.2 ? 0 : Math.round((rng.next() - 0.5) * 100);
        index.set(symbol, toUnits(def.startPrice) + BigInt(ticks) * 10n ** BigInt(8 - def.pricePrecision));
      }
    },
    async close() {
      await cycle.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
