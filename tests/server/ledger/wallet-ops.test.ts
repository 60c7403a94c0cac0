import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FUND_INTERVAL_MS, demoFund } from '../../../server/ledger/demo-fund';
import { transfer } from '../../../server/ledger/transfer';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { fund, registerUser } from '../helpers/users';

const req = (over: Partial<Parameters<typeof transfer>[2]> = {}) => ({
  asset: 'USDT',
  amount: '25',
  from: 'spot' as const,
  to: 'contract' as const,
  clientId: 'transfer-0001',
  ...over,
});
const row = (wallet: string, asset: string, available: string) => ({ wallet, asset, available, frozen: '0.00000000' });

describe.each(BACKENDS)('transfer and demo funding on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let ALICE = 0;
  beforeEach(async () => {
    ALICE = (await registerUser(ctx())).userId;
  });

  it('moves between wallets once per client id and refuses a reused id for another transfer', async () => {
    await fund(ctx(), ALICE, { USDT: '100' });
    const after = [row('spot', 'USDT', '75.00000000'), row('contract', 'USDT', '25.00000000')];
    expect(await transfer(ctx(), ALICE, req())).toEqual(after);
    expect(await transfer(ctx(), ALICE, req({ amount: '25.000' }))).toEqual(after);
    await expect(transfer(ctx(), ALICE, req({ amount: '26' }))).rejects.toMatchObject({ status: 409, key: 'clientIdReused' });
    expect(await transfer(ctx(), ALICE, req({ from: 'contract', to: 'spot', amount: '5', clientId: 'transfer-0002' }))).toEqual([
      row('spot', 'USDT', '80.00000000'),
      row('contract', 'USDT', '20.00000000'),
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('records nothing for a refused transfer, so the same id may be retried', async () => {
    await expect(transfer(ctx(), ALICE, req())).rejects.toMatchObject({ status: 422, key: 'insufficientBalance' });
    await fund(ctx(), ALICE, { USDT: '30' });
    expect(await transfer(ctx(), ALICE, req())).toEqual([row('spot', 'USDT', '5.00000000'), row('contract', 'USDT', '25.00000000')]);
    await expect(transfer(ctx(), ALICE, req({ to: 'spot', clientId: 'transfer-0003' }))).rejects.toMatchObject({
      status: 400,
      key: 'sameWallet',
    });
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('tops spot USDT up to 10,000 and adds 0.1 BTC and 1 ETH, at most once an hour', async () => {
    await fund(ctx(), ALICE, { USDT: '2500', BTC: '1' });
    expect(await demoFund(ctx(), ALICE)).toEqual([
      row('spot', 'BTC', '1.10000000'),
      row('spot', 'ETH', '1.00000000'),
      row('spot', 'USDT', '10000.00000000'),
    ]);
    await expect(demoFund(ctx(), ALICE)).rejects.toMatchObject({ status: 429, key: 'demoFundTooSoon', params: { minutes: 60 } });
    ctx().clock.advance(DEMO_FUND_INTERVAL_MS - 61_000);
    await expect(demoFund(ctx(), ALICE)).rejects.toMatchObject({ params: { minutes: 2 } });
    ctx().clock.advance(61_000);
    await fund(ctx(), ALICE, { USDT: '500' });
    expect(await demoFund(ctx(), ALICE)).toEqual([
      row('spot', 'BTC', '1.20000000'),
      row('spot', 'ETH', '2.00000000'),
      row('spot', 'USDT', '10500.00000000'),
    ]);
    const entries = await ctx().db.selectFrom('ledger_tx').select('kind').where('kind', '=', 'demo_fund').execute();
    expect(entries).toHaveLength(2);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });
});
