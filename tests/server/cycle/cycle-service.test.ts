/**
 * The cycle service on both backends (docs/cycle.md): acceptance moves stake + fee to the escrow and takes the entry
 * tick at that instant; settlement at the expiry takes the exit tick, pays by the rules in one entry per order, and
 * runs once; refusals move nothing.
 */
import { describe, expect, it } from 'vitest';
import type { CycleOrder } from '@contract/cycle';
import { CycleService } from '../../../server/cycle/cycle-service';
import { settleIn } from '../../../server/cycle/settle-due';
import { toUnits } from '../../../server/money';
import { BACKENDS } from '../helpers/backends';
import { fund, registerUser } from '../helpers/users';
import { accountKey, useCycle } from './cycle-fixture';

describe.each(BACKENDS)('cycle service on $name', ({ name }) => {
  const c = useCycle(name);

  it('accepts up and down, settles both at the expiry by the recorded ticks, and keeps the ledger sound', async () => {
    const { ctx, clock, alice, setIndex } = c();
    setIndex('BTCUSDT', '64000.00');
    const up = await c().place(alice, { direction: 'up' });
    const down = await c().place(alice, { direction: 'down', stake: '10.00' });
    expect(up).toMatchObject({ status: 'open', stake: '100.00', fee: '0.10', payoutRate: '0.80', rulesVersion: 'cycle-1', version: 1 });
    expect(up.entry).toMatchObject({ symbol: 'BTCUSDT', ts: up.openTime, price: '64000.00' });
    expect(up.expiryTime).toBe(up.openTime + 30_000);
    expect(await c().usdt(alice)).toBe('99889.89');
    expect(await c().house(accountKey.cycleEscrow)).toBe('110.11');
    expect((await ctx.cycle.allOpenOrders(alice.userId)).map((o) => o.id)).toEqual([up.id, down.id]);

    clock.advance(29_999);
    setIndex('BTCUSDT', '64100.00');
    expect(await ctx.cycle.settleDue()).toEqual([]);
    clock.advance(1);
    const settled = await ctx.cycle.settleDue();
    const byId = new Map(settled.map((o) => [o.id, o]));
    expect(byId.get(up.id)).toMatchObject({ status: 'settled', outcome: 'win', profit: '79.90', payout: '180.00', version: 2 });
    expect(byId.get(down.id)).toMatchObject({ outcome: 'lose', profit: '-10.01', payout: '0.00' });
    expect(byId.get(up.id)!.exit).toMatchObject({ ts: up.expiryTime, price: '64100.00' });

    expect(await c().usdt(alice)).toBe('100069.89');
    expect(await c().house(accountKey.cycleEscrow)).toBe('0.00');
    expect(await c().house(accountKey.cyclePool)).toBe('999930.00');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
    // exactly once: nothing is due any more
    clock.advance(5_000);
    expect(await ctx.cycle.settleDue()).toEqual([]);
    expect((await ctx.cycle.history(alice.userId, {})).items.map((o) => o.id).sort()).toEqual([up.id, down.id].sort());
  });

  it('takes the exit from the first tick at or after the expiry, even one recorded before the settlement ran', async () => {
    const { ctx, clock, alice, setIndex } = c();
    setIndex('ETHUSDT', '3400.00');
    const order = await c().place(alice, { symbol: 'ETHUSDT', direction: 'down' });
    clock.advance(30_500);
    setIndex('ETHUSDT', '3399.00');
    await ctx.cycle.record();
    clock.advance(2_000);
    setIndex('ETHUSDT', '3500.00');
    const [settled] = (await ctx.cycle.settleDue()) as [CycleOrder];
    expect(settled.exit).toMatchObject({ ts: order.expiryTime + 500, price: '3399.00' });
    expect(settled.outcome).toBe('win');
  });

  it('returns stake and fee on a tie', async () => {
    const { ctx, clock, alice, setIndex } = c();
    setIndex('XAUUSDT', '2350.00');
    await c().place(alice, { category: 'commodities', symbol: 'XAUUSDT', stake: '123.45' });
    clock.advance(30_000);
    const [settled] = (await ctx.cycle.settleDue()) as [CycleOrder];
    expect(settled).toMatchObject({ outcome: 'tie', fee: '0.13', payout: '123.58', profit: '0.00' });
    expect(await c().usdt(alice)).toBe('100000.00');
  });

  it('answers a repeated clientId with its first order and moves nothing again', async () => {
    const { alice, setIndex } = c();
    setIndex('BTCUSDT', '64000.00');
    const first = await c().place(alice, { clientId: 'same-client-id-1' });
    const again = await c().place(alice, { clientId: 'same-client-id-1' });
    expect(again).toEqual(first);
    expect(await c().usdt(alice)).toBe('99899.90');
    await expect(c().place(alice, { clientId: 'same-client-id-1', direction: 'down' })).rejects.toMatchObject({ status: 409 });
  });

  it.each([
    [{ periodSeconds: 45 }, 400, 'cycleUnknownPeriod'],
    [{ category: 'commodities' as const }, 400, 'cycleSymbolNotInCategory'],
    [{ symbol: 'BTCUSDT-PERP' }, 404, 'cycleUnknownSymbol'],
    [{ stake: '0' }, 400, 'invalidAmount'],
    [{ stake: '9.99' }, 422, 'cycleStakeBelowMinimum'],
    [{ stake: '5000.01' }, 422, 'cycleStakeAboveMaximum'],
  ])('refuses %o with %i %s and moves nothing', async (req, status, key) => {
    const { ctx, alice } = c();
    await expect(c().place(alice, req)).rejects.toMatchObject({ status, key });
    expect(await c().usdt(alice)).toBe('100000.00');
    expect(await ctx.cycle.allOpenOrders(alice.userId)).toEqual([]);
  });

  it('refuses a stake the user cannot pay with its fee on top, and moves nothing', async () => {
    const { ctx } = c();
    const carol = await registerUser(ctx);
    await fund(ctx, carol.userId, { USDT: '10.00' });
    await expect(c().place(carol, { stake: '10.00' })).rejects.toMatchObject({ status: 422, key: 'insufficientBalance' });
    expect(await c().usdt(carol)).toBe('10.00');
    expect(await c().house(accountKey.cycleEscrow)).toBe('0.00');
  });

  it('settles at start every order that expired while the server was down, once, with the first tick after the restart', async () => {
    const { ctx, clock, alice, setIndex } = c();
    setIndex('BTCUSDT', '64000.00');
    const order = await c().place(alice, { direction: 'down' });
    // the server is down from here: a new service over the same database starts 5 minutes later
    clock.advance(300_000);
    const index = new Map([['BTCUSDT', toUnits('63000.00')]]);
    const restarted = new CycleService({ ...ctx, indexOf: (symbol) => index.get(symbol) ?? null });
    expect((await restarted.allOpenOrders(alice.userId)).length).toBe(0);
    await restarted.start(0);
    const [settled] = (await restarted.history(alice.userId, {})).items as [CycleOrder];
    expect(settled).toMatchObject({ id: order.id, outcome: 'win', exit: { ts: clock.now(), price: '63000.00' } });
    expect(await restarted.allOpenOrders(alice.userId)).toEqual([]);
    // the service from before still holds the order as open: the status check inside the transaction settles nothing
    const stale = ctx.cycle.book.due(clock.now());
    expect(stale.map((o) => String(o.id))).toEqual([order.id]);
    expect(await ctx.serial.run((trx) => settleIn(trx, { ...ctx, recorder: restarted.recorder }, stale))).toEqual([]);
    const again = new CycleService({ ...ctx, indexOf: () => null });
    await again.start(0);
    expect((await again.history(alice.userId, {})).total).toBe(1);
    expect(await c().usdt(alice)).toBe('100079.90');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('hides another user’s order', async () => {
    const { ctx, alice, bob } = c();
    const order = await c().place(alice);
    await expect(ctx.cycle.evidence(bob.userId, order.id)).rejects.toMatchObject({ status: 404 });
    expect((await ctx.cycle.evidence(alice.userId, order.id)).order.id).toBe(order.id);
  });
});
