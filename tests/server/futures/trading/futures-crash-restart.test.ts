/**
 * The crash-restart promise of spot (tests/server/engine/spot-crash-restart.test.ts) for futures: a burst of futures
 * orders, closes and cancels over HTTP, SIGKILL while requests are in flight, a restart on the same data dir; every
 * acknowledged order is there consistent with its answer, each position holds exactly what its user's fills add up
 * to, frozen and position margin equal what open orders and positions hold, the book was rebuilt, the ledger is sound.
 */
import { describe, expect, it } from 'vitest';
import type { FuturesOrder, Position } from '@contract/futures';
import { accountKey, Ledger } from '../../../../server/ledger/ledger';
import { Rng } from '../../../../server/simulator/prng';
import { Serial } from '../../../../server/store/serial';
import { allOrders, burstUntilKilled, crashDataDir, openDataDir } from '../../engine/crash-burst';
import { call, signUp } from '../../engine/http-client';
import { startServerProcess } from '../../engine/server-process';

const BTC = 'BTCUSDT-PERP';
const { dataDir, servers } = crashDataDir('futures-crash-');

/** Trader 0 only goes long and trader 1 only short (one-way mode); each opens or closes around 50,000. */
function randomBody(rng: Rng, n: number, trader: number): Record<string, string> {
  const positionSide = trader === 0 ? 'long' : 'short';
  const action = rng.chance(0.7) ? 'open' : 'close';
  const clientOrderId = `crash-${n}-${positionSide}`;
  const quantity = String(1 + Math.floor(rng.next() * 3));
  const price = (49990 + Math.floor(rng.next() * 20)).toFixed(2);
  const type = rng.chance(0.85) ? 'limit' : 'market';
  return { symbol: BTC, positionSide, action, type, ...(type === 'limit' ? { price } : {}), quantity, clientOrderId };
}

/** Lots held by a user's fills: open fills add, close fills take away. */
const heldByFills = (orders: Iterable<FuturesOrder>): number =>
  [...orders].reduce((lots, o) => lots + (o.action === 'open' ? 1 : -1) * Number(o.filledQty), 0);

describe('futures trading across a SIGKILL', () => {
  it('keeps every acknowledged order and position and rebuilds the book from the database', { timeout: 180_000 }, async () => {
    const first = await startServerProcess(dataDir, { MARKET: '0' });
    servers.push(first);
    const tokens = [
      await signUp(first.url, `fcrash-a-${process.pid}@test.example`),
      await signUp(first.url, `fcrash-b-${process.pid}@test.example`),
    ];
    for (const [i, token] of tokens.entries()) {
      const moved = await call(
        first.url,
        'asset/transfer',
        { asset: 'USDT', amount: '5000', from: 'spot', to: 'contract', clientId: `fund-contract-${i}` },
        token,
      );
      expect(moved.status).toBe(200);
    }

    const rng = new Rng(2025);
    const burst = { server: first, tokens, rng, requests: 300, inFlight: 10, killAfterAcks: 120, routes: 'contract/order' };
    const { acked, unanswered } = await burstUntilKilled<FuturesOrder>({ ...burst, body: (n, trader) => randomBody(rng, n, trader) });
    expect(acked.size).toBeGreaterThanOrEqual(burst.killAfterAcks);
    expect(unanswered).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir, { MARKET: '0' });
    servers.push(second);
    const now = new Map<string, FuturesOrder>();
    const byToken = new Map<string, Map<string, FuturesOrder>>();
    for (const token of tokens) {
      const orders = await allOrders<FuturesOrder>(second.url, token, 'contract/order');
      byToken.set(token, orders);
      for (const [id, o] of orders) now.set(id, o);
    }
    for (const [id, { order }] of acked) {
      const current = now.get(id);
      expect(current, `acknowledged order ${id}`).toBeDefined();
      if (order.status === 'filled' || order.status === 'cancelled') expect(current).toEqual(order);
      else expect(Number(current!.filledQty)).toBeGreaterThanOrEqual(Number(order.filledQty));
      expect(current).toMatchObject({
        clientOrderId: order.clientOrderId,
        positionSide: order.positionSide,
        action: order.action,
        price: order.price,
      });
    }
    let someHeld = false;
    for (const token of tokens) {
      const positions = (await call<Position[]>(second.url, 'contract/position/list', {}, token)).data;
      const held = heldByFills(byToken.get(token)!.values());
      expect(positions.reduce((lots, p) => lots + Number(p.quantity), 0)).toBe(held);
      someHeld ||= held > 0;
    }
    expect(someHeld).toBe(true);

    // the book came back: a crossing order from a new trader fills against what rests
    const resting = [...now.values()].find((o) => o.status === 'new' || o.status === 'partially_filled');
    expect(resting).toBeDefined();
    const third = await signUp(second.url, `fcrash-c-${process.pid}@test.example`);
    await call(
      second.url,
      'asset/transfer',
      { asset: 'USDT', amount: '5000', from: 'spot', to: 'contract', clientId: 'fund-contract-c' },
      third,
    );
    const crossing = await call<FuturesOrder>(
      second.url,
      'contract/order/place',
      {
        symbol: BTC,
        positionSide: resting!.side === 'buy' ? 'short' : 'long',
        action: 'open',
        type: 'limit',
        price: resting!.price,
        quantity: '1',
        clientOrderId: 'after-restart-1',
      },
      third,
    );
    expect(crossing).toMatchObject({ status: 200, data: { filledQty: '1' } });
    second.proc.kill('SIGTERM');
    await second.exited;

    const db = openDataDir(dataDir);
    try {
      const ledger = new Ledger({ db, serial: new Serial(db) });
      const openOrders = await db
        .selectFrom('futures_orders')
        .select(['user_id', 'frozen'])
        .where('status', 'in', ['new', 'partially_filled'])
        .execute();
      const openPositions = await db.selectFrom('positions').select(['user_id', 'margin']).where('close_reason', 'is', null).execute();
      const users = await db.selectFrom('futures_orders').select('user_id').distinct().execute();
      for (const { user_id } of users) {
        const userId = Number(user_id);
        const sum = (rows: { user_id: number }[], pick: (r: never) => string) =>
          rows.filter((r) => Number(r.user_id) === userId).reduce((s, r) => s + BigInt(pick(r as never)), 0n);
        expect((await ledger.balance(userId, 'contract', 'USDT')).frozen, `user ${userId} frozen`).toBe(
          sum(openOrders, (r: { frozen: string }) => r.frozen),
        );
        expect(await ledger.amount(accountKey.margin(userId), 'USDT'), `user ${userId} margin`).toBe(
          sum(openPositions, (r: { margin: string }) => r.margin),
        );
      }
      expect(await ledger.checkInvariant()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
