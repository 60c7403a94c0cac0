/**
 * The new write routes refuse bad input with a clear, translated 4xx and change nothing (docs/api.md, wallet refusals):
 * wallet/withdraw across the eight classes (wrong type, missing, zero, negative, NaN, too many decimals, huge, unknown),
 * a mistyped address (checksum), an address of another network, an asset not on the network, the fund password missing or
 * wrong, another user's client id; user/fund-password/set with a bad password, a mismatch, a wrong code. "Nothing" is the
 * withdrawals, the chain's transactions, every balance and ledger entry, the fund password and no `withdrawal` event.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../../server/i18n/translate';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { EVM_ADDRESS, FUND_PASSWORD, TRON_ADDRESS, TRON_ADDRESS_TYPO, useWithdraw } from './withdraw-fixture';

const W = {
  asset: 'USDT',
  network: 'TRC20',
  address: TRON_ADDRESS,
  amount: '150',
  fundPassword: FUND_PASSWORD,
  clientId: 'bad-withdraw-01',
};
const AMOUNT_FORMAT = 'Amount must be a number greater than zero';
const NETWORK_OPTIONS = 'Network must be one of the options offered';
const NOT_ON_NETWORK = 'This coin cannot be sent on the chosen network; please choose one of the networks offered';
const NOT_TRON = 'The address is not a valid TRON (TRC20) address';

const WITHDRAW_REFUSALS: Refusal[] = [
  // wrong type
  ['amount as a number', { ...W, amount: 150 }, 400, 'Amount must be text'],
  ['address as a number', { ...W, address: 12345 }, 400, 'Withdrawal address must be text'],
  ['an extra field', { ...W, fee: '0' }, 400, 'The request contains information that is not allowed'],
  // missing
  ['empty body', {}, 400, 'Coin is required'],
  ['missing address', { ...W, address: undefined }, 400, 'Withdrawal address is required'],
  ['missing fund password', { ...W, fundPassword: undefined }, 400, 'Fund password is required'],
  ['missing clientId', { ...W, clientId: undefined }, 400, 'Request reference is required'],
  ['empty address', { ...W, address: '' }, 400, 'Withdrawal address may contain only letters and digits'],
  // zero
  ['zero amount', { ...W, amount: '0' }, 422, 'Amount must be greater than zero'],
  // negative
  ['negative amount', { ...W, amount: '-150' }, 400, AMOUNT_FORMAT],
  // NaN
  ['NaN amount', { ...W, amount: 'NaN' }, 400, AMOUNT_FORMAT],
  // too many decimals
  ['9 decimals', { ...W, amount: '150.123456789' }, 400, 'Amount allows at most 8 decimal places'],
  // huge
  ['huge amount', { ...W, amount: '99999999999999999' }, 422, 'Amount is too large'],
  ['above the per-transaction maximum', { ...W, amount: '1000001' }, 422, 'The maximum per withdrawal is 1000000 USDT'],
  // unknown
  ['unknown network', { ...W, network: 'SOL' }, 400, NETWORK_OPTIONS],
  ['unknown coin', { ...W, asset: 'DOGE' }, 400, NOT_ON_NETWORK],
  // the withdrawal's own
  ['a mistyped address (checksum)', { ...W, address: TRON_ADDRESS_TYPO }, 400, NOT_TRON],
  ['an address of another network', { ...W, address: EVM_ADDRESS }, 400, NOT_TRON],
  ['an address with a space', { ...W, address: `${TRON_ADDRESS} ` }, 400, 'Withdrawal address may contain only letters and digits'],
  ['an asset not on the network', { ...W, asset: 'BTC' }, 400, NOT_ON_NETWORK],
  ['below the minimum', { ...W, amount: '99' }, 422, 'The minimum withdrawal is 100 USDT'],
  [
    'above the not-verified cap',
    { ...W, amount: '1500' },
    422,
    'Your verification level allows at most 1000 USDT per withdrawal; verify your identity to raise it',
  ],
  ['more than available', { ...W, amount: '900' }, 422, 'Insufficient available balance'],
  ['a wrong fund password', { ...W, fundPassword: 'wrong999' }, 422, 'Incorrect fund password'],
  [
    "another user's client id, more than available",
    { ...W, amount: '900', clientId: 'bobs-withdrawal-1' },
    422,
    'Insufficient available balance',
  ],
];

describe('withdrawal routes refuse bad input and change nothing', () => {
  const w = useWithdraw();
  let api: TestApi, events: number;

  beforeEach(async () => {
    const { ctx, alice, bob } = w();
    api = await testApi(ctx);
    await w().fund(alice, { USDT: '800' });
    await w().fund(bob, { USDT: '800' });
    await w().setFundPassword(alice);
    await w().setFundPassword(bob);
    await w().withdraw(bob, '150', { clientId: 'bobs-withdrawal-1' });
    events = 0;
    ctx.bus.on('withdrawal', () => events++);
  });

  const snapshot = async () => {
    const { db } = w().ctx;
    return {
      withdrawals: await db.selectFrom('withdrawals').selectAll().orderBy('id').execute(),
      txs: await db.selectFrom('chain_txs').selectAll().orderBy('hash').execute(),
      balances: await db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await db.selectFrom('ledger_tx').select('id').execute()).length,
      fundPasswords: await db.selectFrom('users').select(['id', 'fund_password_hash']).orderBy('id').execute(),
      events,
    };
  };

  const refuses = (path: string, cases: Refusal[]) => expectRefusals(api, path, cases, w().alice.token, snapshot);

  it('wallet/withdraw', () => refuses('wallet/withdraw', WITHDRAW_REFUSALS));

  it('wallet/withdraw without a fund password', async () => {
    const { ctx } = w();
    await ctx.db.updateTable('users').set({ fund_password_hash: null }).where('id', '=', w().alice.userId).execute();
    await refuses('wallet/withdraw', [['no fund password', W, 422, 'Set a fund password first: My page → Fund password']]);
  });

  it('wallet/withdraw: a client id reused for another withdrawal', async () => {
    await w().withdraw(w().alice, '150', { clientId: 'alice-withdrawal-1' });
    events = 0;
    await refuses('wallet/withdraw', [
      [
        'the same id, another amount',
        { ...W, amount: '160', clientId: 'alice-withdrawal-1' },
        409,
        'This request id was already used for a different request',
      ],
      [
        'the same id, another address',
        { ...W, address: EVM_ADDRESS, network: 'ERC20', clientId: 'alice-withdrawal-1' },
        409,
        'This request id was already used for a different request',
      ],
    ]);
  });

  it("wallet/withdraw/list never shows another user's withdrawal", async () => {
    const res = await api.call<{ total: number }>('wallet/withdraw/list', {}, { token: w().alice.token });
    expect(res.data.total).toBe(0);
  });

  it('user/fund-password/set', () =>
    refuses('user/fund-password/set', [
      [
        'too short',
        { password: 'ab12', confirmPassword: 'ab12', code: '123456' },
        400,
        'The fund password must be 6 to 20 letters and digits',
      ],
      [
        'a symbol',
        { password: 'abc123!', confirmPassword: 'abc123!', code: '123456' },
        400,
        'The fund password must be 6 to 20 letters and digits',
      ],
      ['as a number', { password: 12345678, confirmPassword: '12345678', code: '123456' }, 400, 'Fund password must be text'],
      ['missing confirmation', { password: 'abc1234', code: '123456' }, 400, 'Confirm fund password is required'],
      ['not matching', { password: 'abc1234', confirmPassword: 'abc1235', code: '123456' }, 400, 'The passwords do not match'],
      ['a malformed code', { password: 'abc1234', confirmPassword: 'abc1234', code: '12' }, 400, 'The verification code must be 6 digits'],
      [
        'an extra field',
        { password: 'abc1234', confirmPassword: 'abc1234', code: '123456', old: 'x' },
        400,
        'The request contains information that is not allowed',
      ],
    ]));

  it('names the network in every language', () => {
    for (const locale of ['en_us', 'zh_hk', 'zh_cn', 'de', 'fr', 'jp', 'kr', 'tr']) {
      const text = translate(locale, 'withdrawAddressInvalid', { network: 'TRON (TRC20)' });
      expect(text, locale).toContain('TRON (TRC20)');
      if (locale !== 'en_us') expect(text, locale).not.toBe(NOT_TRON);
    }
  });
});
