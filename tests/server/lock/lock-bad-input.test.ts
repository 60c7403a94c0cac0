/**
 * Every lock route refuses bad input with a clear, translated 4xx and changes nothing (docs/lock-mining.md "Refusals"):
 * lock/subscribe across the eight classes (wrong type, missing, zero, negative, NaN, too many decimals, huge, unknown
 * product), the single limits, the quota left, the balance, a reused client id; the order reads and the redemption
 * with another user's lock id; redeeming twice. "Nothing" is every balance, the ledger's entries, the orders and their
 * payments, and no `lockOrder` event.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LockOrder } from '@contract/lock';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { fund, registerUser, type TestUser } from '../helpers/users';

const SUBSCRIBE = { productId: 'usdt-7d', amount: '100', clientId: 'lock-bad-input-1' } as const;
const FORMAT = [
  'Escrow amount must be an amount greater than zero with at most 2 decimal places',
  'Verwahrbetrag muss ein Betrag größer als null mit höchstens 2 Nachkommastellen sein',
] as const;
const ZERO = ['Lock escrow amount must be greater than zero', 'Der Verwahrbetrag muss größer als null sein'] as const;
const PRODUCT = ['Please choose one of the products offered', 'Bitte wählen Sie eines der angebotenen Produkte'] as const;
const REQUIRED = (en: string, de: string) => [`${en} is required`, `${de} ist erforderlich`] as const;
const NOT_FOUND = ['Order not found', 'Auftrag nicht gefunden'] as const;

const SUBSCRIBE_REFUSALS: Refusal[] = [
  // wrong type
  ['amount as a number', { ...SUBSCRIBE, amount: 100 }, 400, 'Escrow amount must be text', 'Verwahrbetrag muss ein Text sein'],
  ['product as a number', { ...SUBSCRIBE, productId: 7 }, 400, ...PRODUCT],
  [
    'an extra field',
    { ...SUBSCRIBE, rate: '0.5' },
    400,
    'The request contains information that is not allowed',
    'Die Anfrage enthält Angaben, die nicht zulässig sind',
  ],
  // missing
  ['empty body', {}, 400, ...REQUIRED('Product', 'Produkt')],
  ['missing amount', { ...SUBSCRIBE, amount: undefined }, 400, ...REQUIRED('Escrow amount', 'Verwahrbetrag')],
  ['missing clientId', { ...SUBSCRIBE, clientId: undefined }, 400, ...REQUIRED('Request reference', 'Anfragereferenz')],
  // zero: the spec's message
  ['zero amount', { ...SUBSCRIBE, amount: '0' }, 422, ...ZERO],
  ['zero amount with decimals', { ...SUBSCRIBE, amount: '0.00' }, 422, ...ZERO],
  // negative, NaN, too many decimals, huge
  ['negative amount', { ...SUBSCRIBE, amount: '-100' }, 400, ...FORMAT],
  ['NaN amount', { ...SUBSCRIBE, amount: 'NaN' }, 400, ...FORMAT],
  ['amount of 3 decimals', { ...SUBSCRIBE, amount: '100.001' }, 400, ...FORMAT],
  ['amount with an exponent', { ...SUBSCRIBE, amount: '1e30' }, 400, ...FORMAT],
  ['huge amount', { ...SUBSCRIBE, amount: '9999999999999' }, 400, ...FORMAT],
  // unknown product
  ['unknown product', { ...SUBSCRIBE, productId: 'usdt-8d' }, 404, ...PRODUCT],
  ['malformed product', { ...SUBSCRIBE, productId: 'USDT 7' }, 400, ...PRODUCT],
  // the single limits and the balance
  [
    'below the single minimum',
    { ...SUBSCRIBE, amount: '49.99' },
    422,
    'The minimum escrow amount is 50.00 USDT',
    'Der Mindestverwahrbetrag beträgt 50.00 USDT',
  ],
  [
    'above the single maximum',
    { ...SUBSCRIBE, amount: '50000.01' },
    422,
    'The maximum escrow amount is 50000.00 USDT',
    'Der Höchstverwahrbetrag beträgt 50000.00 USDT',
  ],
  [
    'more than the available USDT',
    { ...SUBSCRIBE, amount: '600' },
    422,
    'Insufficient available balance',
    'Unzureichendes verfügbares Guthaben',
  ],
];

describe('lock routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser, aliceOrder: LockOrder, bobOrder: LockOrder, events: number;

  beforeEach(async () => {
    const c = ctx();
    await c.lock.start(false);
    api = await testApi(c);
    [alice, bob] = [await registerUser(c), await registerUser(c)];
    // after her own order alice has 500 USDT left
    await fund(c, alice.userId, { USDT: '600' });
    await fund(c, bob.userId, { USDT: '1000000' });
    aliceOrder = await c.lock.subscribe(alice.userId, { ...SUBSCRIBE, clientId: 'alice-setup-1' });
    bobOrder = await c.lock.subscribe(bob.userId, { ...SUBSCRIBE, clientId: 'bob-setup-1' });
    events = 0;
    c.bus.on('lockOrder', () => events++);
  });

  const snapshot = async () => {
    const c = ctx();
    return {
      balances: await c.db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await c.db.selectFrom('ledger_tx').select('id').execute()).length,
      orders: await c.db.selectFrom('lock_orders').selectAll().orderBy('id').execute(),
      payments: await c.db.selectFrom('lock_payments').selectAll().execute(),
      events,
    };
  };
  const refuses = (path: string, cases: Refusal[], token = alice.token) => expectRefusals(api, path, cases, token, snapshot);

  it('lock/subscribe: the eight classes, the single limits, the balance', async () => {
    await refuses('lock/subscribe', SUBSCRIBE_REFUSALS);
  });

  it('lock/subscribe: a client id reused for another request, and no session', async () => {
    await refuses('lock/subscribe', [
      [
        'the setup order again with another amount',
        { ...SUBSCRIBE, amount: '200', clientId: 'alice-setup-1' },
        409,
        'This request id was already used for a different request',
        'Diese Anfrage-ID wurde bereits für eine andere Anfrage verwendet',
      ],
    ]);
    await refuses(
      'lock/subscribe',
      [
        [
          'no session',
          SUBSCRIBE,
          401,
          'Login status expired, please log in again!',
          'Die Anmeldung ist abgelaufen, bitte melden Sie sich erneut an!',
        ],
      ],
      '',
    );
  });

  it('lock/subscribe: above the quota left', async () => {
    const c = ctx();
    // bob fills the 7-day product's 1,000,000 USDT quota up to 999,950 (with the two setup orders of 100)
    for (let i = 0; i < 19; i++) await c.lock.subscribe(bob.userId, { ...SUBSCRIBE, amount: '50000', clientId: `bob-quota-${i}` });
    await c.lock.subscribe(bob.userId, { ...SUBSCRIBE, amount: '49750', clientId: 'bob-quota-last' });
    await refuses('lock/subscribe', [
      [
        'above the quota left',
        { ...SUBSCRIBE, amount: '50.01' },
        422,
        "Only 50.00 USDT of this product's quota is left",
        'Von diesem Produkt sind nur noch 50.00 USDT Kontingent frei',
      ],
    ]);
    const [sevenDays] = await c.lock.products();
    expect(sevenDays).toMatchObject({ id: 'usdt-7d', totalQuota: '1000000.00', quotaLeft: '50.00' });
  });

  it("another user's lock id is not found on every order route; a malformed id is refused", async () => {
    for (const path of ['lock/order/detail', 'lock/order/redeem/preview'])
      await refuses(path, [
        ["bob's order", { id: bobOrder.id }, 404, ...NOT_FOUND],
        ['an unknown order', { id: '999999' }, 404, ...NOT_FOUND],
        ['an id as a number', { id: Number(bobOrder.id) }, 400, 'Order number must be text', 'Ordernummer muss ein Text sein'],
        ['no id', {}, 400, ...REQUIRED('Order number', 'Ordernummer')],
      ]);
    await refuses('lock/order/redeem', [
      ["bob's order", { id: bobOrder.id, clientId: 'alice-redeem-1' }, 404, ...NOT_FOUND],
      ['missing clientId', { id: aliceOrder.id }, 400, ...REQUIRED('Request reference', 'Anfragereferenz')],
      [
        'an extra field',
        { id: aliceOrder.id, clientId: 'alice-redeem-1', penalty: '0' },
        400,
        'The request contains information that is not allowed',
        'Die Anfrage enthält Angaben, die nicht zulässig sind',
      ],
    ]);
    await refuses('lock/order/list', [
      [
        'an unknown status',
        { status: 'open' },
        400,
        'Order status must be one of the options offered',
        'Auftragsstatus muss eine der angebotenen Optionen sein',
      ],
      ['page 0', { page: 0 }, 400, 'Page must be at least 1', 'Seite muss mindestens 1 sein'],
    ]);
  });

  it('redeeming twice: the second redemption (another client id) is refused, the preview too', async () => {
    const first = await api.call<LockOrder>('lock/order/redeem', { id: aliceOrder.id, clientId: 'alice-redeem-1' }, { token: alice.token });
    expect(first.data).toMatchObject({ status: 'redeemed', penalty: '2.00' });
    const finished = ['The order is already finished', 'Der Auftrag ist bereits abgeschlossen'] as const;
    await refuses('lock/order/redeem', [['a second redemption', { id: aliceOrder.id, clientId: 'alice-redeem-2' }, 409, ...finished]]);
    await refuses('lock/order/redeem/preview', [['the preview of a redeemed order', { id: aliceOrder.id }, 409, ...finished]]);
    // the first client id again answers the redeemed order and moves nothing
    const again = await api.call<LockOrder>('lock/order/redeem', { id: aliceOrder.id, clientId: 'alice-redeem-1' }, { token: alice.token });
    expect(again.data).toEqual(first.data);
  });
});
