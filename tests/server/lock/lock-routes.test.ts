/**
 * The lock calls of docs/api.md and the private `lockOrders` channel of docs/protocol.md over the real service: the
 * products with the quota left, a subscription, its list and detail, the redemption preview and the redemption; the
 * channel's snapshot holds the active orders and the latest finished, and every change (subscribed, each dividend,
 * redeemed) is pushed to its owner only.
 */
import { describe, expect, it } from 'vitest';
import type { LockOrder, LockProduct, LockRedeemPreview } from '@contract/lock';
import type { Paged } from '@contract/primitives';
import { testApi } from '../helpers/http';
import { serveApp } from '../ws/serve-app';
import { nextOn, WsClient } from '../ws/ws-client';
import { useLock } from './lock-test-fixture';

const FIRST_DUE = Date.UTC(2028, 1, 17);

describe('lock routes and the lockOrders channel', () => {
  const l = useLock();

  it('serves products, subscribe, list, detail, preview and redeem', async () => {
    const { ctx, clock, alice } = l();
    const api = await testApi(ctx);
    const products = await api.call<LockProduct[]>('lock/products', {});
    expect(products.data[0]).toEqual({
      id: 'usdt-7d',
      asset: 'USDT',
      cycleDays: 7,
      dailyRate: '0.0030',
      minAmount: '50.00',
      maxAmount: '50000.00',
      totalQuota: '1000000.00',
      quotaLeft: '1000000.00',
      penaltyRate: '0.0200',
    });
    const sub = await api.call<LockOrder>(
      'lock/subscribe',
      { productId: 'usdt-7d', amount: '100', clientId: 'route-sub-1' },
      { token: alice.token },
    );
    expect(sub.data).toMatchObject({ status: 'active', amount: '100.00', dailyDividend: '0.30' });
    expect((await api.call<LockProduct[]>('lock/products', {})).data[0]!.quotaLeft).toBe('999900.00');

    clock.advance(FIRST_DUE + 1000 - clock.now());
    await ctx.lock.payDue();
    const detail = await api.call<LockOrder>('lock/order/detail', { id: sub.data.id }, { token: alice.token });
    expect(detail.data).toMatchObject({ cumulativeEarnings: '0.30', payments: [{ day: 1, amount: '0.30', paidAt: FIRST_DUE }] });
    const preview = await api.call<LockRedeemPreview>('lock/order/redeem/preview', { id: sub.data.id }, { token: alice.token });
    expect(preview.data).toEqual({ id: sub.data.id, amount: '100.00', penalty: '2.00', returned: '98.00', penaltyRate: '0.0200' });
    const redeemed = await api.call<LockOrder>(
      'lock/order/redeem',
      { id: sub.data.id, clientId: 'route-redeem-1' },
      { token: alice.token },
    );
    expect(redeemed.data).toMatchObject({ status: 'redeemed', penalty: '2.00', cumulativeEarnings: '0.30' });
    expect(await l().usdt(alice)).toBe('99998.30');

    const active = await api.call<Paged<LockOrder>>('lock/order/list', { status: 'active' }, { token: alice.token });
    const all = await api.call<Paged<LockOrder>>('lock/order/list', {}, { token: alice.token });
    expect([active.data.total, all.data.total]).toEqual([0, 1]);
    expect(all.data.items[0]).toEqual(redeemed.data);
  });

  it('snapshots the active and latest finished orders and pushes each change to their owner only', async () => {
    const { ctx, clock, alice, bob } = l();
    const finished = await l().subscribe(alice, { amount: '200' });
    await ctx.lock.redeem(alice.userId, { id: finished.id, clientId: 'ws-redeem-1' });
    const active = await l().subscribe(alice, { amount: '100' });
    const client = await WsClient.connect(await serveApp(ctx));
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'lockOrders' });
    const snapshot = (await nextOn(client, 'lockOrders', 'snapshot')).data as LockOrder[];
    expect(snapshot.map((o) => [o.id, o.status])).toEqual([
      [active.id, 'active'],
      [finished.id, 'redeemed'],
    ]);

    await l().subscribe(bob);
    const third = await l().subscribe(alice, { productId: 'usdt-15d', amount: '100' });
    expect((await nextOn(client, 'lockOrders', 'update')).data).toEqual(third);
    clock.advance(FIRST_DUE - clock.now());
    await ctx.lock.payDue();
    const paid = [(await nextOn(client, 'lockOrders', 'update')).data, (await nextOn(client, 'lockOrders', 'update')).data] as LockOrder[];
    expect(paid.map((o) => [o.id, o.cumulativeEarnings]).sort()).toEqual(
      [
        [active.id, '0.30'],
        [third.id, '0.40'],
      ].sort(),
    );
    const redeemed = await ctx.lock.redeem(alice.userId, { id: third.id, clientId: 'ws-redeem-2' });
    expect((await nextOn(client, 'lockOrders', 'update')).data).toEqual(redeemed);
    await client.roundTrip();
    expect(client.take('lockOrders')).toEqual([]);
    client.close();
  });
});
