/**
 * asset/records over REST (docs/api.md): a user's transfer, demo top-up, conversion, cycle order and simulated deposit
 * each appear once with the right sign and kind, a deposit with its status from the deposits table, an order's freeze
 * never (trading is the trade records' job); another user's records never; paging, the filters and bad input.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FundingRecord } from '@contract/assets';
import type { Paged } from '@contract/primitives';
import type { Conversion, ConvertQuote } from '@contract/wallet';
import { convertFixture } from '../convert/convert-fixture';
import { useCycle } from '../cycle/cycle-fixture';
import { BACKENDS } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import type { TestUser } from '../helpers/users';

/** kind, asset, amount and status of each record, newest first */
const summary = (records: readonly FundingRecord[]) => records.map((r) => `${r.kind} ${r.asset} ${r.amount} ${r.status}`);

describe.each(BACKENDS)('asset/records on $name', ({ name }) => {
  const c = useCycle(name);
  let api: TestApi;
  const records = async (user: TestUser, body: object = {}) =>
    (await api.call<Paged<FundingRecord>>('asset/records', { size: 100, ...body }, { token: user.token })).data;

  beforeEach(async () => {
    api = await testApi(c().ctx);
  });

  it('lists each funding movement of the user once, signed, newest first, with a deposit status from its source', async () => {
    const { ctx, alice, bob, setIndex } = c();
    const token = alice.token;
    const convert = await convertFixture(ctx, c().clock);
    await convert.tradeAt('BTCUSDT', '64000');

    const moved = await api.call(
      'asset/transfer',
      { asset: 'USDT', amount: '10', from: 'spot', to: 'contract', clientId: 'records-0001' },
      { token },
    );
    expect(moved.status).toBe(200);
    expect((await api.call('asset/demo/fund', {}, { token })).status).toBe(200);
    const quote = await api.call<ConvertQuote>('convert/quote', { from: 'USDT', to: 'BTC', amount: '640' }, { token });
    const conversion = await api.call<Conversion>('convert/execute', { quoteId: quote.data.id, clientId: 'records-0002' }, { token });
    expect(conversion.status).toBe(200);
    setIndex('BTCUSDT', '64000.00');
    await c().place(alice, { stake: '100.00' });
    await ctx.spot.place(alice.userId, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1000',
      quantity: '0.01',
      clientOrderId: 'records-order',
    });
    const deposit = await ctx.chain.simulate(alice.userId, { asset: 'USDT', network: 'TRC20', amount: '25', clientId: 'records-0003' });
    await ctx.chain.mineBlock('TRC20');

    const all = await records(alice);
    expect(summary(all.items)).toEqual([
      'deposit USDT 25.00000000 credited',
      'cycle_open USDT -100.10000000 completed',
      `convert BTC ${conversion.data.receive} completed`,
      'convert USDT -640.00000000 completed',
      'demo_fund BTC 0.10000000 completed',
      'demo_fund ETH 1.00000000 completed',
      'transfer USDT 0.00000000 completed',
      'deposit USDT 100000.00000000 completed',
    ]);
    expect(all.total).toBe(8);
    expect(all.items[6]).toMatchObject({ moved: '10.00000000', from: 'spot', to: 'contract' });
    expect(all.items[0]!.ts).toBeGreaterThanOrEqual(all.items[7]!.ts);
    expect(new Set(all.items.map((r) => r.id)).size).toBe(8);

    await ctx.chain.mineBlock('TRC20');
    await ctx.chain.mineBlock('TRC20');
    expect((await records(alice, { kind: 'deposit', size: 1 })).items[0]).toMatchObject({ amount: '25.00000000', status: 'unlocked' });
    expect(deposit.status).toBe('pending');

    expect(summary((await records(bob)).items)).toEqual(['deposit USDT 100000.00000000 completed']);
  });

  it('shows a move between the user own available and frozen as a status, not as ±0', async () => {
    const { ctx, alice } = c();
    await ctx.serial.run((trx) => ctx.ledger.freeze(trx, alice.userId, 'spot', 'USDT', 5_000_000_000n, 'withdrawal:1'));
    await ctx.serial.run((trx) => ctx.ledger.unfreeze(trx, alice.userId, 'spot', 'USDT', 5_000_000_000n, 'withdrawal:1'));
    const [released, frozen] = (await records(alice)).items;
    expect(frozen).toMatchObject({ kind: 'freeze', amount: '0.00000000', moved: '50.00000000', status: 'frozen' });
    expect(released).toMatchObject({ kind: 'unfreeze', amount: '0.00000000', moved: '50.00000000', status: 'released' });
  });

  it('pages newest first and filters by coin and kind', async () => {
    const { alice } = c();
    const token = alice.token;
    expect((await api.call('asset/demo/fund', {}, { token })).status).toBe(200);
    for (let i = 1; i <= 3; i++) {
      await api.call(
        'asset/transfer',
        { asset: 'USDT', amount: String(i), from: 'spot', to: 'contract', clientId: `records-page-${i}` },
        { token },
      );
    }
    const all = (await records(alice)).items;
    expect(all).toHaveLength(6);
    const pages = [
      await records(alice, { size: 4 }),
      await records(alice, { size: 4, page: 2 }),
      await records(alice, { size: 4, page: 3 }),
    ];
    expect(pages.map((p) => [p.page, p.size, p.total, p.items.length])).toEqual([
      [1, 4, 6, 4],
      [2, 4, 6, 2],
      [3, 4, 6, 0],
    ]);
    expect([...pages[0]!.items, ...pages[1]!.items]).toEqual(all);

    expect(summary((await records(alice, { asset: 'ETH' })).items)).toEqual(['demo_fund ETH 1.00000000 completed']);
    const transfers = await records(alice, { kind: 'transfer', asset: 'USDT' });
    expect(transfers.items.map((r) => r.moved)).toEqual(['3.00000000', '2.00000000', '1.00000000']);
    expect((await records(alice, { asset: 'DOGE' })).total).toBe(0);
  });

  it.each([
    [{ asset: 'btc' }, 'coin'],
    [{ kind: 'Transfer!' }, 'Record type'],
    [{ page: 0 }, 'Page'],
    [{ size: 101 }, 'Page size'],
    [{ page: 'one' }, 'Page'],
    [{ userId: 2 }, ''],
  ])('refuses %j with a message for the user', async (body, field) => {
    const res = await api.call('asset/records', body, { token: c().alice.token });
    expect(res.status).toBe(400);
    expect(res.msg).toContain(field);
    expect(res.msg).not.toMatch(/userId|asset|kind/);
  });

  it('asks for a session', async () => {
    expect((await api.call('asset/records', {})).status).toBe(401);
  });
});
