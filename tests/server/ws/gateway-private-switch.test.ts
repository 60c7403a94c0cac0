/**
 * Every private channel (PRIVATE_CHANNELS, whatever it lists) ends when the socket's user changes or
 * its session ends: no push of the previous user, nor of the new one on a channel subscribed
 * under the previous one, reaches the socket. A second socket of the first user ("witness") shows
 * that the pushes did go out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import type { Ticket } from '@contract/tickets';
import { PRIVATE_CHANNELS } from '@contract/ws';
import type { PrivateChannel } from '../../../server/ws/channels';
import { startFakeGateway, type FakeGateway } from './fake-gateway';
import { cycleOrder, deposit, futuresOrder, order, position, withdrawal } from './order-fixture';
import { nextOn, WsClient } from './ws-client';
import { userInfo } from './account-fixture';
import { fiatWithdrawal } from '../fiat/fiat-fixture';
import { lockOrder } from '../lock/lock-fixture';

const ALICE = 1;
const BOB = 2;

const ticketFixture: Ticket = {
  id: 1,
  title: '',
  content: 'question',
  images: [],
  status: 'replied',
  reply: '<p>answer</p>',
  repliedAt: 1,
  createdAt: 1,
  unread: true,
};
const usdt = (available: string): Balance => ({ wallet: 'spot', asset: 'USDT', available, frozen: '0' });

/** One push of each private channel, marked with the user it belongs to; a new private channel must add its own. */
const PUSH_OF_USER: Record<PrivateChannel, (gw: FakeGateway, userId: number) => void> = {
  orders: (gw, userId) => gw.bus.emit('order', userId, order(`of-user-${userId}`)),
  balances: (gw, userId) => gw.bus.emit('balance', userId, [usdt(`${userId}.00`)]),
  positions: (gw, userId) => gw.bus.emit('position', userId, position(`of-user-${userId}`)),
  futuresOrders: (gw, userId) => gw.bus.emit('futuresOrder', userId, futuresOrder(`of-user-${userId}`)),
  cycleOrders: (gw, userId) => gw.bus.emit('cycleOrder', userId, cycleOrder(`of-user-${userId}`)),
  deposits: (gw, userId) => gw.bus.emit('deposit', userId, deposit(`of-user-${userId}`)),
  withdrawals: (gw, userId) => gw.bus.emit('withdrawal', userId, withdrawal(`of-user-${userId}`)),
  tickets: (gw, userId) => gw.bus.emit('ticket', userId, { ...ticketFixture, title: `of-user-${userId}` }),
  lockOrders: (gw, userId) => gw.bus.emit('lockOrder', userId, lockOrder(`of-user-${userId}`)),
  fiatWithdrawals: (gw, userId) => gw.bus.emit('fiatWithdrawal', userId, fiatWithdrawal(`of-user-${userId}`)),
  account: (gw, userId) => gw.bus.emit('account', userId, userInfo(userId)),
  team: (gw, userId) => gw.bus.emit('team', userId, { teamSize: userId, directCount: userId, levels: [userId, 0, 0] }),
};
const pushAll = (userId: number) => {
  for (const ch of PRIVATE_CHANNELS) PUSH_OF_USER[ch](gw, userId);
};
/** Private messages received so far, per channel (consumed). */
const privateReceived = (c: WsClient) => Object.fromEntries(PRIVATE_CHANNELS.map((ch) => [ch, c.take(ch)]));
const noneOnAnyChannel = Object.fromEntries(PRIVATE_CHANNELS.map((ch) => [ch, []]));

let gw: FakeGateway;
let client: WsClient;
let witness: WsClient;

async function signInAndSubscribeAll(c: WsClient, token: string) {
  c.send({ op: 'auth', token });
  expect(await c.next((m) => m.op === 'authed' || m.op === 'error')).toEqual({ op: 'authed', ok: true });
  for (const ch of PRIVATE_CHANNELS) c.send({ op: 'sub', ch });
  for (const ch of PRIVATE_CHANNELS) await nextOn(c, ch, 'snapshot');
}

/** The witness got one update per private channel: the pushes were really sent. */
async function expectWitnessGotEach() {
  for (const ch of PRIVATE_CHANNELS) await nextOn(witness, ch, 'update');
}

beforeEach(async () => {
  gw = await startFakeGateway({ tokenCheckMs: 20 });
  gw.tokens.set('alice-token', ALICE);
  gw.tokens.set('bob-token', BOB);
  gw.orders.set(BOB, [order('bob-open')]);
  gw.balances.set(BOB, [usdt('2.00')]);
  client = await WsClient.connect(gw.url);
  witness = await WsClient.connect(gw.url);
  await signInAndSubscribeAll(witness, 'alice-token');
});
afterEach(async () => {
  client.close();
  witness.close();
  await gw.close();
});

describe('gateway private channels when the user changes', () => {
  it("ends every private channel on auth as another user, and the new user's pushes follow a new subscription only", async () => {
    await signInAndSubscribeAll(client, 'alice-token');
    client.send({ op: 'auth', token: 'bob-token' });
    await client.next((m) => m.op === 'authed');

    pushAll(ALICE);
    pushAll(BOB);
    await expectWitnessGotEach();
    await client.roundTrip();
    expect(privateReceived(client)).toEqual(noneOnAnyChannel);

    for (const ch of PRIVATE_CHANNELS) client.send({ op: 'sub', ch });
    expect((await nextOn(client, 'orders', 'snapshot')).data).toEqual([order('bob-open')]);
    expect((await nextOn(client, 'balances', 'snapshot')).data).toEqual([usdt('2.00')]);
    expect((await nextOn(client, 'positions', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'futuresOrders', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'cycleOrders', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'deposits', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'withdrawals', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'fiatWithdrawals', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'lockOrders', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'tickets', 'snapshot')).data).toEqual([]);
    expect((await nextOn(client, 'account', 'snapshot')).data).toEqual(userInfo(BOB));
    expect((await nextOn(client, 'team', 'snapshot')).data).toEqual({ teamSize: 0, directCount: 0, levels: [0, 0, 0] });
    pushAll(ALICE);
    pushAll(BOB);
    expect((await nextOn(client, 'orders', 'update')).data).toEqual(order(`of-user-${BOB}`));
    expect((await nextOn(client, 'balances', 'update')).data).toEqual([usdt(`${BOB}.00`)]);
    expect((await nextOn(client, 'positions', 'update')).data).toEqual(position(`of-user-${BOB}`));
    expect((await nextOn(client, 'futuresOrders', 'update')).data).toEqual(futuresOrder(`of-user-${BOB}`));
    expect((await nextOn(client, 'cycleOrders', 'update')).data).toEqual(cycleOrder(`of-user-${BOB}`));
    expect((await nextOn(client, 'deposits', 'update')).data).toEqual(deposit(`of-user-${BOB}`));
    expect((await nextOn(client, 'withdrawals', 'update')).data).toEqual(withdrawal(`of-user-${BOB}`));
    expect((await nextOn(client, 'fiatWithdrawals', 'update')).data).toEqual(fiatWithdrawal(`of-user-${BOB}`));
    expect((await nextOn(client, 'lockOrders', 'update')).data).toEqual(lockOrder(`of-user-${BOB}`));
    expect((await nextOn(client, 'tickets', 'update')).data).toEqual({ ...ticketFixture, title: `of-user-${BOB}` });
    expect((await nextOn(client, 'account', 'update')).data).toEqual(userInfo(BOB));
    expect((await nextOn(client, 'team', 'update')).data).toEqual({ teamSize: BOB, directCount: BOB, levels: [BOB, 0, 0] });
    await client.roundTrip();
    expect(privateReceived(client)).toEqual(noneOnAnyChannel);
  });

  it('ends every private channel when the socket authenticates again with a token that is not valid', async () => {
    await signInAndSubscribeAll(client, 'alice-token');
    client.send({ op: 'auth', token: 'stolen-or-stale-token' });
    const ended: string[] = [];
    for (const _ of PRIVATE_CHANNELS) ended.push((await client.next((m) => m.op === 'error' && m.code === 401)).ch);
    expect(ended.sort()).toEqual([...PRIVATE_CHANNELS].sort());

    pushAll(ALICE);
    await expectWitnessGotEach();
    await client.roundTrip();
    expect(privateReceived(client)).toEqual(noneOnAnyChannel);
    client.send({ op: 'sub', ch: 'orders' });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 401, ch: 'orders' });
  });

  it('ends every private channel with a 401 each when the session is logged out, and nothing of that user follows', async () => {
    await signInAndSubscribeAll(client, 'bob-token');
    gw.tokens.delete('bob-token');
    const ended: string[] = [];
    for (const _ of PRIVATE_CHANNELS) ended.push((await client.next((m) => m.op === 'error' && m.code === 401)).ch);
    expect(ended.sort()).toEqual([...PRIVATE_CHANNELS].sort());

    pushAll(BOB);
    pushAll(ALICE);
    await expectWitnessGotEach();
    await client.roundTrip();
    expect(privateReceived(client)).toEqual(noneOnAnyChannel);
  });
});
