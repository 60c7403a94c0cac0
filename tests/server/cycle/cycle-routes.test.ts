/**
 * The cycle calls of docs/api.md end to end through REST: rules, place up and down, the open list, the expiry on the
 * ManualClock, settlement, history, evidence (another user's order is 404), idempotency, and the ledger after it all.
 */
import { describe, expect, it } from 'vitest';
import type { CycleEvidence, CycleOrder, CycleRules, IndexTick } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import { testApi } from '../helpers/http';
import { accountKey, cid, useCycle } from './cycle-fixture';

describe('cycle routes', () => {
  const c = useCycle();

  it('places up and down, settles them at the expiry and shows the evidence of each', async () => {
    const { ctx, clock, alice, bob, setIndex } = c();
    const api = await testApi(ctx);
    const rules = await api.call<CycleRules>('cycle/rules');
    expect(rules.data.periods[0]).toEqual({ seconds: 30, payoutRate: '0.80', minStake: '10.00', maxStake: '5000.00', feeRate: '0.001' });

    setIndex('BTCUSDT', '64000.00');
    const body = { category: 'crypto', symbol: 'BTCUSDT', periodSeconds: 30, stake: '50.00' };
    const token = alice.token;
    const up = await api.call<CycleOrder>('cycle/order/place', { ...body, direction: 'up', clientId: cid() }, { token });
    clock.advance(1_000);
    const down = await api.call<CycleOrder>('cycle/order/place', { ...body, direction: 'down', clientId: cid() }, { token });
    expect([up.status, down.status]).toEqual([200, 200]);
    const open = await api.call<Paged<CycleOrder>>('cycle/order/open', {}, { token });
    expect(open.data.items.map((o) => o.id)).toEqual([up.data.id, down.data.id]);
    expect(open.data.total).toBe(2);

    clock.advance(29_000);
    setIndex('BTCUSDT', '63990.50');
    const [first] = await ctx.cycle.settleDue();
    expect(first).toMatchObject({ id: up.data.id, outcome: 'lose', profit: '-50.05' });
    clock.advance(1_000);
    await ctx.cycle.settleDue();

    const history = await api.call<Paged<CycleOrder>>('cycle/order/history', { page: 1, size: 10 }, { token });
    expect(history.data.items.map((o) => [o.id, o.outcome, o.profit, o.payout])).toEqual([
      [down.data.id, 'win', '39.95', '90.00'],
      [up.data.id, 'lose', '-50.05', '0.00'],
    ]);
    expect((await api.call<Paged<CycleOrder>>('cycle/order/open', {}, { token })).data.items).toEqual([]);

    const evidence = await api.call<CycleEvidence>('cycle/order/evidence', { id: down.data.id }, { token });
    expect(evidence.data.order).toEqual(history.data.items[0]);
    expect(evidence.data.order.entry).toMatchObject({ ts: down.data.openTime, price: '64000.00' });
    expect(evidence.data.order.exit).toMatchObject({ ts: down.data.expiryTime, price: '63990.50' });
    expect(evidence.data.beforeExit!.ts).toBeLessThan(down.data.expiryTime);
    expect(evidence.data.beforeEntry!.ts).toBeLessThan(down.data.openTime);
    expect(evidence.data).toMatchObject({ rulesVersion: 'cycle-1', period: rules.data.periods[0] });
    const ticks = await api.call<IndexTick[]>('cycle/ticks', { symbol: 'BTCUSDT', limit: 1000 });
    expect(ticks.data).toContainEqual(evidence.data.order.exit);
    expect(ticks.data.map((t) => t.seq)).toEqual(ticks.data.map((_, i) => i + 1));

    expect((await api.call('cycle/order/evidence', { id: down.data.id }, { token: bob.token })).status).toBe(404);
    expect(await c().usdt(alice)).toBe('99989.90');
    expect(await c().house(accountKey.fees)).toBe('0.10');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('answers a repeated clientId with the first order and takes the stake once', async () => {
    const { ctx, alice } = c();
    const api = await testApi(ctx);
    const req = { category: 'crypto', symbol: 'ETHUSDT', direction: 'up', periodSeconds: 60, stake: '20.00', clientId: 'again-and-again' };
    const first = await api.call<CycleOrder>('cycle/order/place', req, { token: alice.token });
    const again = await api.call<CycleOrder>('cycle/order/place', req, { token: alice.token });
    expect(again.data).toEqual(first.data);
    expect(await c().usdt(alice)).toBe('99979.98');
  });

  it('refuses a stake below the minimum with the limit in the user’s language', async () => {
    const { ctx, alice } = c();
    const api = await testApi(ctx);
    const req = { category: 'crypto', symbol: 'BTCUSDT', direction: 'up', periodSeconds: 30, stake: '9.99', clientId: cid() };
    const res = await api.call('cycle/order/place', req, { token: alice.token, locale: 'de' });
    expect([res.status, res.msg]).toEqual([422, 'Der Mindesteinsatz beträgt 10.00 USDT']);
    expect(await c().usdt(alice)).toBe('100000.00');
  });
});
