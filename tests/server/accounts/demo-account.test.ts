import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../../server/accounts/demo-account';
import { useTestContext } from '../helpers/backends';

describe('the demo account', () => {
  const ctx = useTestContext('sqlite');

  it('is created once, can log in, and holds the seeded balances', async () => {
    const first = await ensureDemoAccount(ctx());
    expect(first.created).toBe(true);
    expect(await ensureDemoAccount(ctx())).toEqual({ userId: first.userId, created: false });
    const login = await ctx().accounts.login({ account: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.user).toMatchObject({ id: first.userId, isDemo: true });
    expect(await ctx().ledger.balances(first.userId)).toEqual([
      { wallet: 'spot', asset: 'BTC', available: '0.50000000', frozen: '0.00000000' },
      { wallet: 'spot', asset: 'ETH', available: '5.00000000', frozen: '0.00000000' },
      { wallet: 'spot', asset: 'USDT', available: '10000.00000000', frozen: '0.00000000' },
      { wallet: 'contract', asset: 'USDT', available: '1000.00000000', frozen: '0.00000000' },
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });
});

describe('the demo account where demo features are off', () => {
  const ctx = useTestContext('sqlite', { config: { demo: false } });

  it('cannot sign in with its published password (a public server must not keep a known login)', async () => {
    await ensureDemoAccount(ctx());
    await expect(ctx().accounts.login({ account: DEMO_EMAIL, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status: 400,
      key: 'loginFailed',
    });
  });
});
