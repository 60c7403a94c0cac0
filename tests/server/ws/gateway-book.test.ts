/**
 * One book on the server: the engine publishes each change with its checksum, the gateway forwards
 * it and answers snapshots from the engine's book. A client that folds the pushes with the app's own
 * reducer (src/streams/depth-reducer.ts) holds the engine's book, and a fresh snapshot equals it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { depthChecksum } from '../../../server/engine/depth-checksum';
import { Rng } from '../../../server/simulator/prng';
import { applyDepth, EMPTY_DEPTH_BOOK, type DepthMsg } from '../../../src/streams/depth-reducer';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser, type TestUser } from '../helpers/users';
import { WsClient, type Msg } from './ws-client';
import { serveApp } from './serve-app';

const CH = 'depth.BTCUSDT';
const COMMANDS = 200;

let ctx: TestContext;
let url: string;
let traders: TestUser[];
let ids = 0;

beforeEach(async () => {
  ctx = await createTestContext();
  url = await serveApp(ctx);
  traders = [await registerUser(ctx), await registerUser(ctx), await registerUser(ctx)];
  for (const u of traders) await fund(ctx, u.userId, { USDT: '10000000', BTC: '1000' });
});
afterEach(() => ctx.close());

/** Limit orders on 80 prices either side of 64000 (a book deeper than the 25 checksummed levels), some market orders and cancels. */
async function randomCommand(rng: Rng): Promise<void> {
  const user = traders[Math.floor(rng.next() * traders.length)]!;
  const roll = rng.next();
  if (roll < 0.1) {
    const open = (await ctx.spot.openOrders(user.userId, { size: 100 })).items;
    if (open.length > 0) await ctx.spot.cancel(user.userId, open[Math.floor(rng.next() * open.length)]!.id);
    return;
  }
  const side = rng.chance(0.5) ? 'buy' : 'sell';
  const quantity = (0.001 + Math.floor(rng.next() * 300) / 1000).toFixed(5);
  const clientOrderId = `book-test-${++ids}`;
  if (roll < 0.18) {
    const amount = side === 'buy' ? { quoteAmount: String(100 + Math.floor(rng.next() * 20_000)) } : { quantity };
    await ctx.spot.place(user.userId, { symbol: 'BTCUSDT', side, type: 'market', clientOrderId, ...amount });
    return;
  }
  const away = Math.floor(rng.next() * 80) - 4;
  const price = (side === 'buy' ? 64000 - away : 64000 + away).toFixed(2);
  await ctx.spot.place(user.userId, { symbol: 'BTCUSDT', side, type: 'limit', price, quantity, clientOrderId });
}

const snapshotOf = async (client: WsClient, op: 'sub' | 'resync'): Promise<Msg> => {
  client.send({ op, ch: CH });
  return client.next((m) => m.ch === CH && m.type === 'snapshot');
};

describe('the depth channel serves the engine book', () => {
  it('publishes each book change with the checksum of the engine book after it', async () => {
    const changes: { seq: number; checksum: number; expected: number }[] = [];
    ctx.bus.on('depth', (_symbol, change) => {
      const top = ctx.spot.depth('BTCUSDT', DEPTH_CHECKSUM_LEVELS);
      changes.push({ seq: change.seq, checksum: change.checksum, expected: depthChecksum(top.bids, top.asks) });
    });
    const rng = new Rng(5);
    for (let i = 0; i < 40; i++) await randomCommand(rng);
    expect(changes.length).toBeGreaterThan(20);
    for (const c of changes) expect(c.checksum).toBe(c.expected);
  });

  it('keeps a client reducer equal to the engine book, checksums matching, and answers resyncs with the engine book', async () => {
    const rng = new Rng(23);
    for (let i = 0; i < 20; i++) await randomCommand(rng);
    const client = await WsClient.connect(url);
    let book = applyDepth(EMPTY_DEPTH_BOOK, (await snapshotOf(client, 'sub')) as DepthMsg);
    for (let i = 0; i < COMMANDS; i++) {
      await randomCommand(rng);
      const engine = ctx.spot.depth('BTCUSDT');
      while (book.seq < engine.seq) {
        book = applyDepth(book, (await client.next((m) => m.ch === CH && m.type === 'update')) as DepthMsg);
        expect(book.fault).toBeNull();
      }
      expect({ seq: book.seq, bids: book.bids, asks: book.asks }).toEqual(engine);
    }
    const engine = ctx.spot.depth('BTCUSDT');
    expect(Math.min(engine.bids.length, engine.asks.length)).toBeGreaterThan(DEPTH_CHECKSUM_LEVELS);
    for (const op of ['resync', 'sub'] as const) {
      const snap = await snapshotOf(client, op);
      expect(snap.seq).toBe(engine.seq);
      expect(snap.data as { bids: Level[]; asks: Level[] }).toEqual({ bids: engine.bids, asks: engine.asks });
    }
    client.close();
  });
});
