import { describe, expect, it } from 'vitest';
import type { WapConfig } from '@contract/content';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';

describe('the demo features when they are off (DEMO=0, the default on a non-loopback HOST)', () => {
  const ctx = useTestContext('sqlite', { config: { demo: false } });

  it('have no routes: demo/outbox and asset/demo/fund answer 404, and nothing is funded', async () => {
    const api = await testApi(ctx());
    const user = await registerUser(ctx());
    expect(await api.call('demo/outbox', { to: user.email })).toMatchObject({ status: 404, code: 404, msg: 'Not found' });
    expect(await api.call('asset/demo/fund', {}, { token: user.token })).toMatchObject({ status: 404, code: 404, msg: 'Not found' });
    expect(await ctx().ledger.balances(user.userId)).toEqual([]);
  });

  it('are reported off to the client by common/load/wap/config', async () => {
    const api = await testApi(ctx());
    expect((await api.call<WapConfig>('common/load/wap/config')).data.demo).toBe(false);
  });
});

describe('the demo features when they are on (the default on a loopback HOST)', () => {
  const ctx = useTestContext('sqlite');

  it('show the codes sent, fund the account and are reported on', async () => {
    const api = await testApi(ctx());
    const user = await registerUser(ctx());
    expect(ctx().config.demo).toBe(true);
    expect((await api.call<unknown[]>('demo/outbox', { to: user.email })).data).toHaveLength(1);
    expect((await api.call('asset/demo/fund', {}, { token: user.token })).status).toBe(200);
    expect((await api.call<WapConfig>('common/load/wap/config')).data.demo).toBe(true);
  });
});
