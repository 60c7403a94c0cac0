/**
 * Every wallet write route refuses bad input with a clear, translated 4xx and changes nothing (docs/api.md, wallet
 * refusals): simulate across the eight classes (wrong type, missing, zero, negative, NaN, too many decimals, huge,
 * unknown) plus an asset not on the network; address with an asset not on the network; proof for another user's deposit,
 * a malformed id and an image that is not the user's own. "Nothing" is the chain (mempool, blocks, deposits, addresses),
 * every balance and ledger entry, and no `deposit` event.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Deposit } from '@contract/wallet';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { useChain } from './chain-fixture';

const S = { asset: 'USDT', network: 'TRC20', amount: '10', clientId: 'bad-input-0001' };
const AMOUNT_FORMAT = ['Amount must be a number greater than zero', 'Betrag muss eine Zahl größer als null sein'] as const;
const ZERO = ['Amount must be greater than zero', 'Der Betrag muss größer als null sein'] as const;
const NETWORK_OPTIONS = ['Network must be one of the options offered', 'Netzwerk muss eine der angebotenen Optionen sein'] as const;
const NOT_ON_NETWORK = [
  'This coin cannot be sent on the chosen network; please choose one of the networks offered',
  'Dieser Coin kann nicht über das gewählte Netzwerk gesendet werden; bitte wählen Sie eines der angebotenen Netzwerke',
] as const;
const REQUIRED = (en: string, de: string) => [`${en} is required`, `${de} ist erforderlich`] as const;

const SIMULATE_REFUSALS: Refusal[] = [
  // wrong type
  ['amount as a number', { ...S, amount: 10 }, 400, 'Amount must be text', 'Betrag muss ein Text sein'],
  ['network as a number', { ...S, network: 1 }, 400, ...NETWORK_OPTIONS],
  [
    'an extra field',
    { ...S, fee: '1' },
    400,
    'The request contains information that is not allowed',
    'Die Anfrage enthält Angaben, die nicht zulässig sind',
  ],
  // missing
  ['empty body', {}, 400, ...REQUIRED('Coin', 'Coin')],
  ['missing amount', { ...S, amount: undefined }, 400, ...REQUIRED('Amount', 'Betrag')],
  ['missing network', { ...S, network: undefined }, 400, ...REQUIRED('Network', 'Netzwerk')],
  ['missing clientId', { ...S, clientId: undefined }, 400, ...REQUIRED('Request reference', 'Anfragereferenz')],
  // zero
  ['zero amount', { ...S, amount: '0' }, 422, ...ZERO],
  ['zero amount with decimals', { ...S, amount: '0.000' }, 422, ...ZERO],
  // negative
  ['negative amount', { ...S, amount: '-5' }, 400, ...AMOUNT_FORMAT],
  // NaN
  ['NaN amount', { ...S, amount: 'NaN' }, 400, ...AMOUNT_FORMAT],
  // too many decimals
  [
    '9 decimals',
    { ...S, amount: '1.123456789' },
    400,
    'Amount allows at most 8 decimal places',
    'Betrag darf höchstens 8 Nachkommastellen haben',
  ],
  // huge
  ['huge amount', { ...S, amount: '99999999999999999' }, 422, 'Amount is too large', 'Betrag ist zu hoch'],
  [
    'amount longer than any amount',
    { ...S, amount: '9'.repeat(41) },
    400,
    'Amount must be at most 40 characters',
    'Betrag darf höchstens 40 Zeichen lang sein',
  ],
  // unknown
  ['unknown network', { ...S, network: 'SOL' }, 400, ...NETWORK_OPTIONS],
  ['unknown coin', { ...S, asset: 'DOGE' }, 400, ...NOT_ON_NETWORK],
  [
    'malformed coin',
    { ...S, asset: 'usdt' },
    400,
    'Please choose a coin listed on the exchange',
    'Bitte wählen Sie einen an der Börse gelisteten Coin',
  ],
  // the wallet's own
  ['an asset not on the network', { ...S, asset: 'BTC' }, 400, ...NOT_ON_NETWORK],
  ['ETH on TRC20', { ...S, asset: 'ETH' }, 400, ...NOT_ON_NETWORK],
];

const ADDRESS_REFUSALS: Refusal[] = [
  ['an asset not on the network', { asset: 'ETH', network: 'TRC20' }, 400, ...NOT_ON_NETWORK],
  ['empty body', {}, 400, ...REQUIRED('Coin', 'Coin')],
  ['unknown network', { asset: 'USDT', network: 'OMNI' }, 400, ...NETWORK_OPTIONS],
];

const OWN_IMAGE = '/api/uploads/0123456789abcdef0123456789abcdef.png';
const BOBS_IMAGE = '/api/uploads/fedcba9876543210fedcba9876543210.png';
const NOT_FOUND = ['Deposit not found', 'Einzahlung nicht gefunden'] as const;
const UPLOAD_AGAIN = ['Please upload the proof image again', 'Bitte laden Sie das Belegbild erneut hoch'] as const;

describe('wallet routes refuse bad input and change nothing', () => {
  const c = useChain();
  let api: TestApi, aliceDeposit: Deposit, bobDeposit: Deposit, events: number;

  beforeEach(async () => {
    const { ctx, alice, bob } = c();
    api = await testApi(ctx);
    aliceDeposit = await c().simulate(alice, '30');
    bobDeposit = await c().simulate(bob, '40');
    await ctx.chain.mineBlock('TRC20');
    const upload = (name: string, userId: number) => ({
      name,
      user_id: userId,
      mime: 'image/png' as const,
      size: 10,
      created_at: ctx.clock.now(),
    });
    await ctx.db
      .insertInto('uploads')
      .values([upload(OWN_IMAGE.split('/').at(-1)!, alice.userId), upload(BOBS_IMAGE.split('/').at(-1)!, bob.userId)])
      .execute();
    events = 0;
    ctx.bus.on('deposit', () => events++);
  });

  const snapshot = async () => {
    const { db } = c().ctx;
    return {
      txs: await db.selectFrom('chain_txs').selectAll().orderBy('hash').execute(),
      blocks: await db.selectFrom('chain_blocks').selectAll().orderBy('network').orderBy('height').execute(),
      deposits: await db.selectFrom('deposits').selectAll().orderBy('id').execute(),
      addresses: await db.selectFrom('deposit_addresses').selectAll().orderBy('address').execute(),
      balances: await db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await db.selectFrom('ledger_tx').select('id').execute()).length,
      events,
    };
  };

  const refuses = (path: string, cases: Refusal[]) => expectRefusals(api, path, cases, c().alice.token, snapshot);

  it('wallet/deposit/simulate', () => refuses('wallet/deposit/simulate', SIMULATE_REFUSALS));

  it('wallet/deposit/address', () => refuses('wallet/deposit/address', ADDRESS_REFUSALS));

  it("wallet/deposit/proof: another user's deposit, a malformed id, an image that is not the user's", () =>
    refuses('wallet/deposit/proof', [
      ["another user's deposit", { depositId: bobDeposit.id, url: OWN_IMAGE }, 404, ...NOT_FOUND],
      ['a deposit that does not exist', { depositId: '999999', url: OWN_IMAGE }, 404, ...NOT_FOUND],
      ['id zero', { depositId: '0', url: OWN_IMAGE }, 400, 'Deposit is not valid', 'Einzahlung ist ungültig'],
      [
        'id as a number',
        { depositId: Number(aliceDeposit.id), url: OWN_IMAGE },
        400,
        'Deposit must be text',
        'Einzahlung muss ein Text sein',
      ],
      ['missing image', { depositId: aliceDeposit.id }, 400, ...REQUIRED('Proof image', 'Belegbild')],
      ["another user's image", { depositId: aliceDeposit.id, url: BOBS_IMAGE }, 400, ...UPLOAD_AGAIN],
      ['an image from elsewhere', { depositId: aliceDeposit.id, url: 'https://elsewhere.example/a.png' }, 400, ...UPLOAD_AGAIN],
      ['an upload that does not exist', { depositId: aliceDeposit.id, url: OWN_IMAGE.replace('0123', '4567') }, 400, ...UPLOAD_AGAIN],
    ]));

  it('attaches the own image to the own deposit, and pushes the change', async () => {
    const res = await api.call<Deposit>('wallet/deposit/proof', { depositId: aliceDeposit.id, url: OWN_IMAGE }, { token: c().alice.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: aliceDeposit.id, proofUrl: OWN_IMAGE, status: 'credited' });
    expect(res.data.version).toBeGreaterThan(aliceDeposit.version);
    expect(events).toBe(1);
  });
});
