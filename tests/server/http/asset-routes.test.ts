import { beforeEach, describe, expect, it } from 'vitest';
import type { AssetOverview, Balance } from '@contract/assets';
import { useTestContext } from '../helpers/backends';
import type { TestApi } from '../helpers/http';
import { twoTraders } from '../helpers/two-traders';
import { fund, type TestUser } from '../helpers/users';

type Balances = { balances: Balance[] };

describe('asset routes', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    ({ api, alice, bob } = await twoTraders(ctx()));
    await fund(ctx(), alice.userId, { USDT: '100', BTC: '0.5' });
    await fund(ctx(), bob.userId, { USDT: '7' }, 'contract');
  });

  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    alice: await ctx().ledger.balances(alice.userId),
    bob: await ctx().ledger.balances(bob.userId),
    entries: (await ctx().db.selectFrom('ledger_tx').select('id').execute()).length,
    clientIds: (await ctx().db.selectFrom('client_ids').select('client_id').execute()).length,
  });
  const transfer = (over: Record<string, unknown> = {}) => ({
    asset: 'USDT',
    amount: '10',
    from: 'spot',
    to: 'contract',
    clientId: 'move-0001',
    ...over,
  });

  it('shows the caller its balances', async () => {
    const res = await api.call<Balances>('asset/overview', {}, { token: alice.token });
    expect(res.data.balances).toEqual([
      { wallet: 'spot', asset: 'BTC', available: '0.50000000', frozen: '0.00000000' },
      { wallet: 'spot', asset: 'USDT', available: '100.00000000', frozen: '0.00000000' },
    ]);
    expect((await api.call<Balances>('asset/overview', {}, { token: bob.token })).data.balances).toEqual([
      { wallet: 'contract', asset: 'USDT', available: '7.00000000', frozen: '0.00000000' },
    ]);
  });

  it("shows the contract account's position margin and PnL beside the balances", async () => {
    const res = await api.call<AssetOverview>('asset/overview', {}, { token: bob.token });
    expect(res.data.contract).toEqual({
      asset: 'USDT',
      available: '7.00000000',
      frozen: '0.00000000',
      positionMargin: '0.00000000',
      unrealizedPnl: '0.00000000',
      realizedPnl: '0.00000000',
      equity: '7.00000000',
    });
  });

  it('transfers between spot and contract, once per clientId, and publishes the balances', async () => {
    const pushed: Balance[][] = [];
    ctx().bus.on('balance', (userId, rows) => userId === alice.userId && pushed.push(rows));
    const first = await api.call<Balances>('asset/transfer', transfer({ amount: '12.5' }), { token: alice.token });
    expect(first.status).toBe(200);
    expect(first.data.balances.filter((b) => b.asset === 'USDT').map((b) => [b.wallet, b.available])).toEqual([
      ['spot', '87.50000000'],
      ['contract', '12.50000000'],
    ]);
    const retry = await api.call<Balances>('asset/transfer', transfer({ amount: '12.5' }), { token: alice.token });
    expect(retry.data).toEqual(first.data);
    expect(pushed).toHaveLength(1);
    // clientIds belong to one user: bob's identical id is his own transfer
    const bobs = await api.call<Balances>('asset/transfer', transfer({ amount: '7', from: 'contract', to: 'spot' }), { token: bob.token });
    expect(bobs.data.balances.map((b) => [b.wallet, b.available])).toEqual([
      ['spot', '7.00000000'],
      ['contract', '0.00000000'],
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it.each([
    ['no token', transfer(), null, 401, 'Login status expired, please log in again!'],
    ['amount as a number', transfer({ amount: 10 }), 'alice', 400, 'Amount must be text'],
    ['asset as a number', transfer({ asset: 5 }), 'alice', 400, 'Coin must be text'],
    ['from as a boolean', transfer({ from: true }), 'alice', 400, 'From must be one of the options offered'],
    ['clientId as a number', transfer({ clientId: 12345678 }), 'alice', 400, 'Request reference must be text'],
    ['missing amount', transfer({ amount: undefined }), 'alice', 400, 'Amount is required'],
    ['missing asset', transfer({ asset: undefined }), 'alice', 400, 'Coin is required'],
    ['missing to', transfer({ to: undefined }), 'alice', 400, 'To is required'],
    ['missing clientId', transfer({ clientId: undefined }), 'alice', 400, 'Request reference is required'],
    ['zero', transfer({ amount: '0' }), 'alice', 422, 'Amount must be greater than zero'],
    ['zero with decimals', transfer({ amount: '0.00000000' }), 'alice', 422, 'Amount must be greater than zero'],
    ['negative', transfer({ amount: '-5' }), 'alice', 400, 'Amount must be a number greater than zero'],
    ['NaN', transfer({ amount: 'NaN' }), 'alice', 400, 'Amount must be a number greater than zero'],
    ['Infinity', transfer({ amount: 'Infinity' }), 'alice', 400, 'Amount must be a number greater than zero'],
    ['an exponent', transfer({ amount: '1e3' }), 'alice', 400, 'Amount must be a number greater than zero'],
    ['too many decimals', transfer({ amount: '1.123456789' }), 'alice', 400, 'Amount allows at most 8 decimal places'],
    ['a huge amount', transfer({ amount: '999999999999999999' }), 'alice', 422, 'Amount is too large'],
    ['more than the balance', transfer({ amount: '100.00000001' }), 'alice', 422, 'Insufficient available balance'],
    ['an asset never held', transfer({ asset: 'DOGE' }), 'alice', 422, 'Insufficient available balance'],
    ['the same wallet', transfer({ to: 'spot' }), 'alice', 400, 'Please choose two different accounts'],
    ['an unknown wallet', transfer({ to: 'savings' }), 'alice', 400, 'To must be one of the options offered'],
    ["another user's id", transfer({ userId: 2 }), 'alice', 400, 'The request contains information that is not allowed'],
    ["another user's money", transfer({ from: 'contract', to: 'spot', amount: '7' }), 'alice', 422, 'Insufficient available balance'],
  ])('refuses %s and changes nothing', async (_label, body, who, status, msg) => {
    const before = await snapshot();
    const token = who === 'alice' ? alice.token : undefined;
    expect(await api.call('asset/transfer', body, token ? { token } : {})).toEqual({ status, code: status, msg, data: null });
    expect(await snapshot()).toEqual(before);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('refuses a clientId reused for a different transfer with 409 and changes nothing', async () => {
    await api.call('asset/transfer', transfer(), { token: alice.token });
    const before = await snapshot();
    const res = await api.call('asset/transfer', transfer({ amount: '11' }), { token: alice.token, locale: 'fr' });
    expect(res).toEqual({
      status: 409,
      code: 409,
      msg: 'Cet identifiant de requête a déjà été utilisé pour une autre requête',
      data: null,
    });
    expect(await snapshot()).toEqual(before);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('funds demo money once an hour and refuses bad calls without changes', async () => {
    const funded = await api.call<Balances>('asset/demo/fund', {}, { token: bob.token });
    expect(funded.data.balances.filter((b) => b.wallet === 'spot').map((b) => [b.asset, b.available])).toEqual([
      ['BTC', '0.10000000'],
      ['ETH', '1.00000000'],
      ['USDT', '10000.00000000'],
    ]);
    const before = await snapshot();
    expect(await api.call('asset/demo/fund', {}, { token: bob.token, locale: 'en_us' })).toEqual({
      status: 429,
      code: 429,
      msg: 'Demo funds can be added once an hour; please try again in 60 minutes',
      data: null,
    });
    expect((await api.call('asset/demo/fund', { asset: 'BTC' }, { token: bob.token })).status).toBe(400);
    expect((await api.call('asset/demo/fund', {})).status).toBe(401);
    expect((await api.call('asset/overview', { userId: alice.userId }, { token: bob.token })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });
});
