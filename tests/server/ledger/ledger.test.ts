import { describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import { AppError } from '../../../server/errors';
import { accountKey } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { BACKENDS, useTestContext } from '../helpers/backends';

const U = toUnits;
const ALICE = 1;
const BOB = 2;

describe.each(BACKENDS)('Ledger on $name', ({ name }) => {
  const ctx = useTestContext(name);
  const deposit = (userId: number, asset: string, amount: string, wallet: 'spot' | 'contract' = 'spot') =>
    ctx().serial.run((trx) => ctx().ledger.deposit(trx, userId, wallet, asset, U(amount), 'deposit', `d:${userId}:${asset}`));
  const sound = async () => expect(await ctx().ledger.checkInvariant()).toEqual([]);
  const postingCount = async () => (await ctx().db.selectFrom('postings').select('tx_id').execute()).length;

  it('credits a deposit to the available bucket and balances against sys:external', async () => {
    await deposit(ALICE, 'USDT', '1000.5');
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('1000.5'), frozen: 0n });
    expect(await ctx().ledger.balances(ALICE)).toEqual([
      { wallet: 'spot', asset: 'USDT', available: '1000.50000000', frozen: '0.00000000' },
    ]);
    const external = await ctx()
      .db.selectFrom('balances')
      .select('amount')
      .where('account', '=', accountKey.external)
      .executeTakeFirstOrThrow();
    expect(external.amount).toBe((-U('1000.5')).toString());
    await sound();
  });

  it('freezes and unfreezes between the buckets of one wallet', async () => {
    await deposit(ALICE, 'BTC', '1');
    await ctx().serial.run((trx) => ctx().ledger.freeze(trx, ALICE, 'spot', 'BTC', U('0.3'), 'order:1'));
    expect(await ctx().ledger.balance(ALICE, 'spot', 'BTC')).toEqual({ available: U('0.7'), frozen: U('0.3') });
    await ctx().serial.run((trx) => ctx().ledger.unfreeze(trx, ALICE, 'spot', 'BTC', U('0.1'), 'order:1'));
    expect(await ctx().ledger.balance(ALICE, 'spot', 'BTC')).toEqual({ available: U('0.8'), frozen: U('0.2') });
    await expect(ctx().serial.run((trx) => ctx().ledger.unfreeze(trx, ALICE, 'spot', 'BTC', U('0.3'), 'order:1'))).rejects.toMatchObject({
      status: 422,
      key: 'insufficientBalance',
    });
    await sound();
  });

  it('refuses an overdraft with 422 insufficientBalance and changes nothing', async () => {
    await deposit(ALICE, 'USDT', '10');
    const before = await postingCount();
    const attempt = ctx().serial.run((trx) =>
      ctx().ledger.post(trx, {
        kind: 'transfer',
        ref: 't',
        postings: [
          { account: accountKey.available(ALICE, 'spot'), asset: 'USDT', amount: -U('10.00000001') },
          { account: accountKey.available(BOB, 'spot'), asset: 'USDT', amount: U('10.00000001') },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 422, key: 'insufficientBalance' });
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('10'), frozen: 0n });
    expect(await ctx().ledger.balances(BOB)).toEqual([]);
    expect(await postingCount()).toBe(before);
    await sound();
  });

  it('throws on an entry that does not sum to zero per asset, or names an unknown account', async () => {
    await deposit(ALICE, 'USDT', '10');
    const post = (postings: { account: string; asset: string; amount: bigint }[]) =>
      ctx().serial.run((trx) => ctx().ledger.post(trx, { kind: 'bad', ref: 'x', postings }));
    await expect(post([{ account: accountKey.available(ALICE, 'spot'), asset: 'USDT', amount: -1n }])).rejects.toThrow(/sum to -1/);
    await expect(
      post([
        { account: accountKey.available(ALICE, 'spot'), asset: 'USDT', amount: -1n },
        { account: accountKey.fees, asset: 'BTC', amount: 1n },
      ]),
    ).rejects.toThrow(/sum to/);
    await expect(post([{ account: 'u:1:savings:available', asset: 'USDT', amount: 0n }])).rejects.toThrow(/unknown account/);
    await expect(post([{ account: accountKey.fees, asset: 'usdt', amount: 0n }])).rejects.toThrow(/bad asset/);
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('10'), frozen: 0n });
    await sound();
  });

  it('rolls back every entry of a failed transaction, in the database and in its cache', async () => {
    await deposit(ALICE, 'USDT', '100');
    const failing = ctx().serial.run(async (trx) => {
      await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('40'), 'o1');
      await ctx().ledger.deposit(trx, BOB, 'spot', 'USDT', U('5'), 'deposit', 'b');
      expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT', trx)).toEqual({ available: U('60'), frozen: U('40') });
      throw new Error('engine failed after settling');
    });
    await expect(failing).rejects.toThrow('engine failed');
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('100'), frozen: 0n });
    expect(await ctx().ledger.balance(BOB, 'spot', 'USDT')).toEqual({ available: 0n, frozen: 0n });
    // the next transaction starts from the committed amounts, not the rolled-back ones
    await ctx().serial.run((trx) => ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('100'), 'o2'));
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: 0n, frozen: U('100') });
    await sound();
  });

  it('lets a transaction go on after a refused entry, keeping only the accepted ones', async () => {
    await deposit(ALICE, 'USDT', '50');
    await ctx().serial.run(async (trx) => {
      await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('30'), 'o1');
      await expect(ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('30'), 'o2')).rejects.toMatchObject({ key: 'insufficientBalance' });
      await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('20'), 'o3');
    });
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: 0n, frozen: U('50') });
    const refs = await ctx().db.selectFrom('ledger_tx').select('ref').where('kind', '=', 'freeze').orderBy('id').execute();
    expect(refs.map((r) => r.ref)).toEqual(['o1', 'o3']);
    await sound();
  });

  it('shows a running transaction its own changes and others only committed ones', async () => {
    await deposit(ALICE, 'ETH', '2');
    await ctx().serial.run(async (trx) => {
      await ctx().ledger.post(trx, {
        kind: 'transfer',
        ref: 't',
        postings: [
          { account: accountKey.available(ALICE, 'spot'), asset: 'ETH', amount: -U('0.5') },
          { account: accountKey.available(ALICE, 'contract'), asset: 'ETH', amount: U('0.5') },
        ],
      });
      expect(await ctx().ledger.balances(ALICE, trx)).toEqual([
        { wallet: 'spot', asset: 'ETH', available: '1.50000000', frozen: '0.00000000' },
        { wallet: 'contract', asset: 'ETH', available: '0.50000000', frozen: '0.00000000' },
      ]);
      expect(await ctx().ledger.balance(ALICE, 'spot', 'ETH')).toEqual({ available: U('2'), frozen: 0n });
    });
    expect((await ctx().ledger.balances(ALICE)).map((b: Balance) => b.available)).toEqual(['1.50000000', '0.50000000']);
    await sound();
  });

  it('publishes the changed rows of each user after commit, and nothing after a rollback', async () => {
    const events: [number, Balance[]][] = [];
    ctx().bus.on('balance', (userId, rows) => events.push([userId, rows]));
    await deposit(ALICE, 'USDT', '10');
    await deposit(BOB, 'BTC', '1');
    await ctx().serial.run(async (trx) => {
      await ctx().ledger.freeze(trx, BOB, 'spot', 'BTC', U('0.25'), 'o');
      expect(events).toHaveLength(2);
    });
    await expect(
      ctx().serial.run(async (trx) => {
        await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('1'), 'o');
        throw new Error('rollback');
      }),
    ).rejects.toThrow();
    expect(events).toEqual([
      [ALICE, [{ wallet: 'spot', asset: 'USDT', available: '10.00000000', frozen: '0.00000000' }]],
      [BOB, [{ wallet: 'spot', asset: 'BTC', available: '1.00000000', frozen: '0.00000000' }]],
      [BOB, [{ wallet: 'spot', asset: 'BTC', available: '0.75000000', frozen: '0.25000000' }]],
    ]);
  });

  it('writes once per bucket however many entries a transaction posts, with dense entry ids', async () => {
    await deposit(ALICE, 'USDT', '100');
    await expect(
      ctx().serial.run(async (trx) => {
        await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('1'), 'lost');
        throw new Error('rollback');
      }),
    ).rejects.toThrow();
    await ctx().serial.run(async (trx) => {
      for (let i = 0; i < 50; i++) await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('1'), `o${i}`);
      for (let i = 0; i < 20; i++) await ctx().ledger.unfreeze(trx, ALICE, 'spot', 'USDT', U('1'), `o${i}`);
    });
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('70'), frozen: U('30') });
    const ids = (await ctx().db.selectFrom('ledger_tx').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(Array.from({ length: 71 }, (_, i) => i + 1));
    await sound();
  });

  it('treats zero freezes as nothing and refuses negative or zero deposits', async () => {
    await deposit(ALICE, 'USDT', '1');
    const entries = async () => (await ctx().db.selectFrom('ledger_tx').select('id').execute()).length;
    const before = await entries();
    await ctx().serial.run((trx) => ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', 0n, 'o'));
    expect(await entries()).toBe(before);
    await expect(ctx().serial.run(async (trx) => ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', -1n, 'o'))).rejects.toThrow(RangeError);
    await expect(ctx().serial.run(async (trx) => ctx().ledger.deposit(trx, ALICE, 'spot', 'USDT', 0n, 'deposit', 'z'))).rejects.toThrow(
      RangeError,
    );
    await sound();
  });

  it('refuses to write outside serial.run', async () => {
    await expect(
      ctx()
        .db.transaction()
        .execute((trx) => ctx().ledger.deposit(trx, ALICE, 'spot', 'USDT', 1n, 'deposit', 'x')),
    ).rejects.toThrow(/serial.run/);
    expect(await ctx().ledger.balances(ALICE)).toEqual([]);
  });

  it('keeps amounts beyond 2^53 exact', async () => {
    await deposit(ALICE, 'SHIB', '9000000000.12345678');
    await deposit(ALICE, 'SHIB', '0.00000001');
    expect((await ctx().ledger.balances(ALICE))[0]!.available).toBe('9000000000.12345679');
    await sound();
  });
});
