/**
 * convert/quote and convert/execute refuse bad input with a clear, translated 4xx and change nothing (docs/api.md, the
 * wallet refusals): the eight classes (wrong type, missing, zero, negative, NaN, too many decimals, huge, unknown coin),
 * the same coin on both sides, the amount limits, a coin without a price, an unknown quote, another user's quote, an
 * expired or already used quote, a reused client id, a short balance and what the desk cannot cover. "Nothing" is every
 * balance (users' and the desk's), the ledger's entries and the conversions.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConvertQuote } from '@contract/wallet';
import { useTestContext } from '../helpers/backends';
import { fund, type TestUser } from '../helpers/users';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { convertClock, convertFixture, type ConvertFixture } from './convert-fixture';

const QUOTE = { from: 'USDT', to: 'BTC', amount: '100' } as const;
const AMOUNT_FORMAT = ['Amount must be a number greater than zero', 'Betrag muss eine Zahl größer als null sein'] as const;
const COIN = ['Please choose a coin listed on the exchange', 'Bitte wählen Sie einen an der Börse gelisteten Coin'] as const;
const NOT_ALLOWED = [
  'The request contains information that is not allowed',
  'Die Anfrage enthält Angaben, die nicht zulässig sind',
] as const;
const NOT_OFFERED = [
  'This coin cannot be exchanged; please choose another one',
  'Dieser Coin kann nicht getauscht werden; bitte wählen Sie einen anderen',
] as const;
const QUOTE_NOT_FOUND = [
  'This quote was not found; please refresh the quote',
  'Dieses Angebot wurde nicht gefunden; bitte aktualisieren Sie das Angebot',
] as const;

const QUOTE_REFUSALS: Refusal[] = [
  // wrong type
  ['amount as a number', { ...QUOTE, amount: 100 }, 400, 'Amount must be text', 'Betrag muss ein Text sein'],
  ['from as a number', { ...QUOTE, from: 1 }, 400, 'From coin must be text', 'Ausgangs-Coin muss ein Text sein'],
  ['an extra field', { ...QUOTE, price: '1' }, 400, ...NOT_ALLOWED],
  // missing
  ['empty body', {}, 400, 'From coin is required', 'Ausgangs-Coin ist erforderlich'],
  ['missing to', { ...QUOTE, to: undefined }, 400, 'To coin is required', 'Ziel-Coin ist erforderlich'],
  ['missing amount', { ...QUOTE, amount: undefined }, 400, 'Amount is required', 'Betrag ist erforderlich'],
  // zero
  ['zero amount', { ...QUOTE, amount: '0' }, 422, 'Amount must be greater than zero', 'Der Betrag muss größer als null sein'],
  // negative
  ['negative amount', { ...QUOTE, amount: '-100' }, 400, ...AMOUNT_FORMAT],
  // NaN
  ['NaN amount', { ...QUOTE, amount: 'NaN' }, 400, ...AMOUNT_FORMAT],
  // too many decimals
  [
    'amount of 9 decimals',
    { ...QUOTE, amount: '1.000000001' },
    400,
    'Amount allows at most 8 decimal places',
    'Betrag darf höchstens 8 Nachkommastellen haben',
  ],
  // huge
  [
    'huge amount',
    { ...QUOTE, amount: '99999999' },
    422,
    'The maximum amount to exchange is 1000000 USDT',
    'Der Höchstbetrag zum Tauschen ist 1000000 USDT',
  ],
  [
    'amount longer than any amount',
    { ...QUOTE, amount: '1'.repeat(41) },
    400,
    'Amount must be at most 40 characters',
    'Betrag darf höchstens 40 Zeichen lang sein',
  ],
  ['an amount beyond any request', { ...QUOTE, amount: '99999999999' }, 422, 'Amount is too large', 'Betrag ist zu hoch'],
  // unknown coin
  ['unknown coin', { ...QUOTE, to: 'XYZ' }, 400, ...NOT_OFFERED],
  ['a commodity', { ...QUOTE, from: 'XAU' }, 400, ...NOT_OFFERED],
  ['lower-case coin', { ...QUOTE, to: 'btc' }, 400, ...COIN],
  // the desk's own
  [
    'the same coin both sides',
    { ...QUOTE, to: 'USDT' },
    400,
    'Please choose two different coins to exchange',
    'Bitte wählen Sie zwei verschiedene Coins zum Tauschen',
  ],
  [
    'one unit below the minimum',
    { ...QUOTE, amount: '0.00099999' },
    422,
    'The minimum amount to exchange is 0.001 USDT',
    'Der Mindestbetrag zum Tauschen ist 0.001 USDT',
  ],
  [
    'one unit above the maximum',
    { ...QUOTE, amount: '1000000.00000001' },
    422,
    'The maximum amount to exchange is 1000000 USDT',
    'Der Höchstbetrag zum Tauschen ist 1000000 USDT',
  ],
  [
    'a coin whose pair has not traded',
    { ...QUOTE, to: 'SOL' },
    422,
    'There is no market price for this coin right now; please try again shortly',
    'Für diesen Coin gibt es gerade keinen Marktpreis; bitte versuchen Sie es gleich noch einmal',
  ],
];

describe('convert routes refuse bad input and change nothing', () => {
  const clock = convertClock();
  const ctx = useTestContext('sqlite', { clock });
  let f: ConvertFixture, alice: TestUser, bobsQuote: ConvertQuote, usedQuote: ConvertQuote;

  beforeEach(async () => {
    f = await convertFixture(ctx(), clock);
    alice = f.alice;
    await f.tradeAt('BTCUSDT', '64000');
    await fund(f.ctx, alice.userId, { USDT: '500' });
    await fund(f.ctx, f.bob.userId, { USDT: '500' });
    bobsQuote = (await f.api.call<ConvertQuote>('convert/quote', QUOTE, { token: f.bob.token })).data;
    usedQuote = (await f.api.call<ConvertQuote>('convert/quote', QUOTE, { token: alice.token })).data;
    await f.api.call('convert/execute', { quoteId: usedQuote.id, clientId: 'setup-convert-1' }, { token: alice.token });
  });

  const snapshot = async () => ({
    balances: await f.ctx.db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
    entries: (await f.ctx.db.selectFrom('ledger_tx').select('id').execute()).length,
    conversions: await f.ctx.db.selectFrom('conversions').selectAll().orderBy('id').execute(),
  });

  const refuses = (path: string, cases: Refusal[], token = alice.token) => expectRefusals(f.api, path, cases, token, snapshot);

  it('convert/quote: the eight classes, the same coin, the limits exactly one unit past them, a coin without a price', async () => {
    await refuses('convert/quote', QUOTE_REFUSALS);
    // exactly at the limits is quoted
    for (const amount of ['0.001', '1000000'])
      expect((await f.api.call('convert/quote', { ...QUOTE, amount }, { token: alice.token })).status).toBe(200);
  });

  it("convert/execute: bad ids, an unknown, another user's, a used or an expired quote, a reused client id, a short balance", async () => {
    const own = (await f.api.call<ConvertQuote>('convert/quote', QUOTE, { token: alice.token })).data;
    const big = (await f.api.call<ConvertQuote>('convert/quote', { ...QUOTE, amount: '1000' }, { token: alice.token })).data;
    await refuses('convert/execute', [
      ['quote id as a number', { quoteId: 12345678, clientId: 'convert-bad-1' }, 400, 'Quote must be text', 'Angebot muss ein Text sein'],
      ['missing quote id', { clientId: 'convert-bad-1' }, 400, 'Quote is required', 'Angebot ist erforderlich'],
      ['missing client id', { quoteId: own.id }, 400, 'Request reference is required', 'Anfragereferenz ist erforderlich'],
      ['an extra field', { quoteId: own.id, clientId: 'convert-bad-1', amount: '1' }, 400, ...NOT_ALLOWED],
      [
        'a quote id of bad characters',
        { quoteId: 'not a quote!', clientId: 'convert-bad-1' },
        400,
        'This request could not be identified, please try again',
        'Diese Anfrage konnte nicht zugeordnet werden, bitte versuchen Sie es erneut',
      ],
      ['an unknown quote', { quoteId: 'AAAAAAAAAAAAAAAAAAAAAA', clientId: 'convert-bad-1' }, 404, ...QUOTE_NOT_FOUND],
      ["bob's quote", { quoteId: bobsQuote.id, clientId: 'convert-bad-1' }, 404, ...QUOTE_NOT_FOUND],
      [
        'a quote already used, with a new client id',
        { quoteId: usedQuote.id, clientId: 'convert-bad-1' },
        409,
        'This quote was already used; please refresh the quote',
        'Dieses Angebot wurde bereits verwendet; bitte aktualisieren Sie das Angebot',
      ],
      [
        'the setup client id for another quote',
        { quoteId: own.id, clientId: 'setup-convert-1' },
        409,
        'This request id was already used for a different request',
        'Diese Anfrage-ID wurde bereits für eine andere Anfrage verwendet',
      ],
      [
        'more than the available balance',
        { quoteId: big.id, clientId: 'convert-bad-1' },
        422,
        'Insufficient available balance',
        'Unzureichendes verfügbares Guthaben',
      ],
    ]);
    clock.advance(10_000);
    await refuses('convert/execute', [
      [
        'an expired quote',
        { quoteId: own.id, clientId: 'convert-bad-1' },
        422,
        'The quote has expired; please refresh the quote',
        'Das Angebot ist abgelaufen; bitte aktualisieren Sie das Angebot',
      ],
    ]);
  });

  it('convert/execute: what the conversion desk cannot cover is refused, never negative', async () => {
    // the desk holds 5,000,000 USDT of BTC (78.125 BTC at 64,000); five quotes of 1,000,000 USDT take 77.96875 of it
    await fund(f.ctx, alice.userId, { USDT: '6000000' });
    for (let i = 0; i < 5; i++) {
      const q = (await f.api.call<ConvertQuote>('convert/quote', { ...QUOTE, amount: '1000000' }, { token: alice.token })).data;
      expect((await f.api.call('convert/execute', { quoteId: q.id, clientId: `convert-whale-${i}` }, { token: alice.token })).status).toBe(
        200,
      );
    }
    const last = (await f.api.call<ConvertQuote>('convert/quote', { ...QUOTE, amount: '1000000' }, { token: alice.token })).data;
    await refuses('convert/execute', [
      [
        'a sixth',
        { quoteId: last.id, clientId: 'convert-whale-5' },
        422,
        'This exchange cannot be covered right now; please try a smaller amount',
        'Dieser Tausch kann gerade nicht gedeckt werden; bitte versuchen Sie einen kleineren Betrag',
      ],
    ]);
    expect(await f.ctx.ledger.checkInvariant()).toEqual([]);
  });
});
