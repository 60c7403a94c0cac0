/**
 * The fiat/* reads over HTTP (docs/api.md): the published currencies and rules, the user's limits, and a fiat withdrawal's
 * ledger entries in asset/records with the withdrawal's own status (frozen at submission, paid by the bank job).
 */
import { describe, expect, it } from 'vitest';
import type { FundingRecord } from '@contract/assets';
import type { FiatLimits, FiatRules } from '@contract/fiat';
import type { Paged } from '@contract/primitives';
import { testApi } from '../helpers/http';
import { useFiat } from './fiat-test-fixture';

describe('fiat routes', () => {
  const f = useFiat();

  it('fiat/currencies publishes the rates, the fee rule and the limits without signing in', async () => {
    const api = await testApi(f().ctx);
    const rules = (await api.call('fiat/currencies', {})).data as FiatRules;
    expect(rules.currencies.map((c) => `${c.code} ${c.rate} ${c.decimals}`)).toEqual([
      'USD 1 2',
      'EUR 0.92 2',
      'HKD 7.8 2',
      'CNY 7.2 2',
      'JPY 150 0',
      'KRW 1350 0',
      'TRY 34 2',
    ]);
    expect(rules).toMatchObject({ feeRate: '0.005', feeMinUsdt: '5', minUsdt: '50', maxUsdt: '1000000', reviewAboveUsdt: '50000' });
  });

  it('fiat/withdraw/limits: not allowed before Basic, then the cap and what is left', async () => {
    const { ctx, alice } = f();
    const api = await testApi(ctx);
    await f().ready(alice, 'none', '1000');
    const none = (await api.call('fiat/withdraw/limits', {}, { token: alice.token })).data as FiatLimits;
    expect(none).toMatchObject({ kycStatus: 'none', allowed: false, capBtc: '0', capsBtc: { basic: '200', advanced: '500' } });
    await f().setKyc(alice, 'basic');
    await f().fiatWithdraw(alice, '100');
    const basic = (await api.call('fiat/withdraw/limits', {}, { token: alice.token })).data as FiatLimits;
    expect(basic).toMatchObject({ allowed: true, capBtc: '200', usedBtc: '0.05', leftBtc: '199.95', btcPriceUsdt: '2000' });
  });

  it("asset/records lists the freeze and the payment with the withdrawal's status", async () => {
    const { ctx, clock, alice } = f();
    const api = await testApi(ctx);
    await f().ready(alice, 'basic', '1000');
    await f().fiatWithdraw(alice, '100');
    const records = async () =>
      ((await api.call('asset/records', { asset: 'USDT' }, { token: alice.token })).data as Paged<FundingRecord>).items
        .filter((r) => r.kind.startsWith('fiat_'))
        .map((r) => `${r.kind} ${r.amount} ${r.status}`);
    expect(await records()).toEqual(['fiat_withdraw_freeze 0.00000000 submitted']);
    clock.advance(60_000);
    await ctx.fiat.runBank();
    clock.advance(120_000);
    await ctx.fiat.runBank();
    expect(await records()).toEqual(['fiat_withdraw -100.00000000 paid', 'fiat_withdraw_freeze 0.00000000 paid']);
  });
});
