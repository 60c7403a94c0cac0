/**
 * fiat/withdraw refuses bad input with a clear, translated 4xx and changes nothing (docs/api.md, fiat refusals): the eight
 * classes (wrong type, missing, zero, negative, NaN, too many decimals, huge, unknown), a card number failing the Luhn check
 * (one digit wrong) or of no known brand, the text fields' rules, the amount limits, the KYC level, the fund password,
 * the balance, and another user's client id (which never answers their withdrawal). "Nothing" is the fiat withdrawals,
 * every balance, the ledger's entries and no `fiatWithdrawal` event.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { FUND_PASSWORD } from '../wallet/withdraw-fixture';
import { useFiat, VISA, VISA_TYPO } from './fiat-test-fixture';

const W = {
  currency: 'EUR',
  cardholderName: 'Ada Lovelace',
  bankName: 'Demo Bank',
  branchName: 'Main Street',
  bankCode: '12-34-56',
  cardNumber: VISA,
  amount: '100',
  fundPassword: FUND_PASSWORD,
  clientId: 'fiat-bad-input-1',
};
const FORMAT = ['Amount must be a number greater than zero', 'Betrag muss eine Zahl größer als null sein'] as const;
const CARD = ['The card number is not valid: please check it', 'Die Kartennummer ist ungültig: bitte prüfen Sie sie'] as const;
const CARD_DIGITS = ['The card number must be 12 to 19 digits', 'Die Kartennummer muss 12 bis 19 Ziffern haben'] as const;
const CURRENCY = ['Currency must be one of the options offered', 'Währung muss eine der angebotenen Optionen sein'] as const;

const REFUSALS: Refusal[] = [
  // wrong type
  ['amount as a number', { ...W, amount: 100 }, 400, 'Amount must be text', 'Betrag muss ein Text sein'],
  ['card number as a number', { ...W, cardNumber: 4111111111111111 }, 400, 'Card number must be text', 'Kartennummer muss ein Text sein'],
  [
    'an extra field',
    { ...W, fee: '0' },
    400,
    'The request contains information that is not allowed',
    'Die Anfrage enthält Angaben, die nicht zulässig sind',
  ],
  // missing
  ['empty body', {}, 400, 'Currency is required', 'Währung ist erforderlich'],
  [
    'missing cardholder name',
    { ...W, cardholderName: undefined },
    400,
    'Cardholder name is required',
    'Name des Karteninhabers ist erforderlich',
  ],
  ['missing card number', { ...W, cardNumber: undefined }, 400, 'Card number is required', 'Kartennummer ist erforderlich'],
  ['missing fund password', { ...W, fundPassword: undefined }, 400, 'Fund password is required', 'Fondspasswort ist erforderlich'],
  ['empty bank name', { ...W, bankName: '' }, 400, 'Bank name must be 1 to 64 characters', 'Name der Bank muss 1 bis 64 Zeichen lang sein'],
  // zero
  ['zero amount', { ...W, amount: '0' }, 422, 'Amount must be greater than zero', 'Der Betrag muss größer als null sein'],
  // negative, NaN, too many decimals, huge
  ['negative amount', { ...W, amount: '-100' }, 400, ...FORMAT],
  ['NaN amount', { ...W, amount: 'NaN' }, 400, ...FORMAT],
  [
    '9 decimals',
    { ...W, amount: '100.123456789' },
    400,
    'Amount allows at most 8 decimal places',
    'Betrag darf höchstens 8 Nachkommastellen haben',
  ],
  ['huge amount', { ...W, amount: '99999999999999999' }, 422, 'Amount is too large', 'Betrag ist zu hoch'],
  // unknown
  ['unknown currency', { ...W, currency: 'GBP' }, 400, ...CURRENCY],
  ['currency in lower case', { ...W, currency: 'eur' }, 400, ...CURRENCY],
  // the card and the text fields
  ['one digit wrong (Luhn)', { ...W, cardNumber: VISA_TYPO }, 400, ...CARD],
  ['no known card brand', { ...W, cardNumber: '1234 5678 1234 5670' }, 400, ...CARD],
  ['too few digits', { ...W, cardNumber: '4111 1111' }, 400, ...CARD_DIGITS],
  ['letters in the card number', { ...W, cardNumber: '4111 1111 1111 111O' }, 400, ...CARD_DIGITS],
  [
    'a control character in the name',
    { ...W, cardholderName: 'Ada\u0000Lovelace' },
    400,
    'Cardholder name must be 1 to 64 characters',
    'Name des Karteninhabers muss 1 bis 64 Zeichen lang sein',
  ],
  [
    'a bank code with a space',
    { ...W, bankCode: '12 34' },
    400,
    'Bank code / branch code must be 3 to 20 letters, digits or hyphens',
    'Bankleitzahl / Filialnummer muss aus 3 bis 20 Buchstaben, Ziffern oder Bindestrichen bestehen',
  ],
  // the amount limits, the fund password, the balance
  [
    'below the minimum',
    { ...W, amount: '49.99999999' },
    422,
    'The amount must be at least 50 USDT',
    'Der Betrag muss mindestens 50 USDT betragen',
  ],
  [
    'above the maximum',
    { ...W, amount: '1000000.00000001' },
    422,
    'The amount must be at most 1000000 USDT per withdrawal',
    'Der Betrag darf höchstens 1000000 USDT pro Auszahlung betragen',
  ],
  ['a wrong fund password', { ...W, fundPassword: 'wrong999' }, 422, 'Incorrect fund password', 'Falsches Fondspasswort'],
  ['more than available', { ...W, amount: '900.00000001' }, 422, 'Insufficient available balance', 'Unzureichendes verfügbares Guthaben'],
  [
    "another user's client id, more than available",
    { ...W, amount: '901', clientId: 'bobs-fiat-1' },
    422,
    'Insufficient available balance',
    'Unzureichendes verfügbares Guthaben',
  ],
];

describe('fiat/withdraw refuses bad input and changes nothing', () => {
  const f = useFiat();
  let api: TestApi, events: number;

  beforeEach(async () => {
    const { ctx, alice, bob } = f();
    api = await testApi(ctx);
    await f().ready(alice, 'basic', '900');
    await f().ready(bob, 'basic', '900');
    await f().fiatWithdraw(bob, '100', { clientId: 'bobs-fiat-1' });
    events = 0;
    ctx.bus.on('fiatWithdrawal', () => events++);
  });

  const snapshot = async () => {
    const { db } = f().ctx;
    return {
      withdrawals: await db.selectFrom('fiat_withdrawals').selectAll().orderBy('id').execute(),
      balances: await db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await db.selectFrom('ledger_tx').select('id').execute()).length,
      events,
    };
  };

  it('fiat/withdraw', () => expectRefusals(api, 'fiat/withdraw', REFUSALS, f().alice.token, snapshot));

  it('fiat/withdraw while not verified: says to verify first, and where', async () => {
    await f().setKyc(f().alice, 'none');
    await expectRefusals(
      api,
      'fiat/withdraw',
      [
        [
          'not verified',
          W,
          422,
          'Verify your identity (Basic) first: My page → Identity verification',
          'Verifizieren Sie zuerst Ihre Identität (Basis): Mein Bereich → Identitätsprüfung',
        ],
      ],
      f().alice.token,
      snapshot,
    );
  });

  it("fiat/withdraw/list shows only the user's own", async () => {
    const res = await api.call('fiat/withdraw/list', {}, { token: f().alice.token });
    expect(res.data).toEqual({ items: [], page: 1, size: 20, total: 0 });
    const bobs = await api.call('fiat/withdraw/list', {}, { token: f().bob.token });
    expect((bobs.data as { total: number }).total).toBe(1);
  });

  it('signed out: 401, nothing changes', async () => {
    const before = await snapshot();
    const res = await api.call('fiat/withdraw', W, {});
    expect(res.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
