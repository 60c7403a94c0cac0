/**
 * Revoking a lock order before interest starts (docs/lock-mining.md "Revoking before interest starts"): the full
 * principal back with no penalty while the clock is before startDate, idempotent by client id, pushed to its owner;
 * from startDate on (and once finished) refused with a translated 409, another user's order 404, bad input 400, each
 * changing nothing; lock/order/list's `finished` filter holds redeemed, completed and revoked orders.
 */
import { describe, expect, it } from 'vitest';
import type { LockOrder } from '@contract/lock';
import type { Paged } from '@contract/primitives';
import { testApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { accountKey, cid, DAY, useLock } from './lock-test-fixture';

/** 00:00 UTC after the fixture's start: the startDate of every order subscribed at the start */
const START_DATE = Date.UTC(2028, 1, 16);
const STARTED = [
  'Interest has already started: this order can only be redeemed early',
  'Die Verzinsung hat bereits begonnen: Dieser Auftrag kann nur noch vorzeitig aufgelöst werden',
] as const;
const FINISHED = ['The order is already finished', 'Der Auftrag ist bereits abgeschlossen'] as const;
const NOT_FOUND = ['Order not found', 'Auftrag nicht gefunden'] as const;

describe('revoking a lock order', () => {
  const l = useLock();

  const snapshot = async () => {
    const { ctx } = l();
    return {
      balances: await ctx.db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await ctx.db.selectFrom('ledger_tx').select('id').execute()).length,
      orders: await ctx.db.selectFrom('lock_orders').selectAll().orderBy('id').execute(),
    };
  };

  it.each([
    ['right after subscribing', 0],
    ['one millisecond before interest starts', START_DATE - 1 - Date.UTC(2028, 1, 15, 10)],
  ])('%s: the full principal comes back, no penalty, and the quota is free again', async (_name, wait) => {
    const { ctx, clock, alice } = l();
    const order = await l().subscribe(alice, { amount: '1000' });
    const pushed: LockOrder[] = [];
    ctx.bus.on('lockOrder', (_user, o) => pushed.push(o as LockOrder));
    clock.advance(wait);
    const revoked = await ctx.lock.revoke(alice.userId, { id: order.id, clientId: 'revoke-1' });
    expect(revoked).toMatchObject({ status: 'revoked', penalty: null, cumulativeEarnings: '0.00', finishedAt: clock.now(), version: 2 });
    expect([await l().usdt(alice), await l().house(accountKey.lockEscrow)]).toEqual(['100000.00', '0.00']);
    expect((await ctx.lock.products())[0]!.quotaLeft).toBe('1000000.00');
    expect(pushed).toEqual([revoked]);
    // the same client id again answers the revoked order and moves nothing
    expect(await ctx.lock.revoke(alice.userId, { id: order.id, clientId: 'revoke-1' })).toEqual(revoked);
    expect([await l().usdt(alice), pushed.length]).toEqual(['100000.00', 1]);
    // a revoked order is never paid
    clock.advance(10 * DAY);
    expect(await ctx.lock.payDue()).toEqual([]);
  });

  it('refuses once interest started, once finished, for another user, and on bad input, changing nothing', async () => {
    const { ctx, clock, alice, bob } = l();
    const api = await testApi(ctx);
    const started = await l().subscribe(alice);
    const redeemed = await l().subscribe(alice);
    await ctx.lock.redeem(alice.userId, { id: redeemed.id, clientId: 'redeem-1' });
    const bobs = await l().subscribe(bob);
    const cases: Refusal[] = [
      ['a redeemed order', { id: redeemed.id, clientId: cid() }, 409, ...FINISHED],
      ["bob's order", { id: bobs.id, clientId: cid() }, 404, ...NOT_FOUND],
      ['an unknown order', { id: '999999', clientId: cid() }, 404, ...NOT_FOUND],
      [
        "the redemption's client id",
        { id: started.id, clientId: 'redeem-1' },
        409,
        'This request id was already used for a different request',
        'Diese Anfrage-ID wurde bereits für eine andere Anfrage verwendet',
      ],
      [
        'an id as a number',
        { id: Number(started.id), clientId: cid() },
        400,
        'Order number must be text',
        'Ordernummer muss ein Text sein',
      ],
      ['missing clientId', { id: started.id }, 400, 'Request reference is required', 'Anfragereferenz ist erforderlich'],
      [
        'an extra field',
        { id: started.id, clientId: cid(), penalty: '0' },
        400,
        'The request contains information that is not allowed',
        'Die Anfrage enthält Angaben, die nicht zulässig sind',
      ],
    ];
    await expectRefusals(api, 'lock/order/revoke', cases, alice.token, snapshot);
    clock.advance(START_DATE - clock.now());
    await expectRefusals(
      api,
      'lock/order/revoke',
      [['at startDate', { id: started.id, clientId: cid() }, 409, ...STARTED]],
      alice.token,
      snapshot,
    );
    // early redemption is what applies now
    expect((await ctx.lock.redeem(alice.userId, { id: started.id, clientId: cid() })).status).toBe('redeemed');
  });

  it('lock/order/list pages the finished orders: redeemed, completed and revoked, newest first', async () => {
    const { ctx, clock, alice } = l();
    const api = await testApi(ctx);
    const revoked = await l().subscribe(alice);
    await ctx.lock.revoke(alice.userId, { id: revoked.id, clientId: cid() });
    const overRoute = await api.call<Paged<LockOrder>>('lock/order/list', { status: 'finished' }, { token: alice.token });
    expect(overRoute.data?.items.map((o) => o.status)).toEqual(['revoked']);
    const redeemed = await l().subscribe(alice);
    await ctx.lock.redeem(alice.userId, { id: redeemed.id, clientId: cid() });
    const completed = await l().subscribe(alice);
    clock.advance(8 * DAY);
    await ctx.lock.payDue();
    const active = await l().subscribe(alice);
    const page = (n: number) => ctx.lock.list(alice.userId, { status: 'finished', page: n, size: 2 });
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, [...first.items, ...second.items].map((o) => [o.id, o.status])]).toEqual([
      3,
      [
        [completed.id, 'completed'],
        [redeemed.id, 'redeemed'],
        [revoked.id, 'revoked'],
      ],
    ]);
    expect((await ctx.lock.list(alice.userId, { status: 'active' })).items.map((o) => o.id)).toEqual([active.id]);
  });
});
