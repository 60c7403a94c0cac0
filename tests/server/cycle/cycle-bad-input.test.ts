/**
 * Every cycle route refuses bad input with a clear, translated 4xx and changes nothing (docs/cycle.md "Refusals"):
 * cycle/order/place across the eight classes and the cycle's own refusals (helpers-proof/place-refusals.ts), a reused
 * client id, the pool limit, and the bodies of the reads (open, history, evidence, ticks, rules). "Nothing" is every
 * balance (users' and house accounts), the ledger's entries, the orders, the index tick log and the service's memory
 * (open orders, recent ticks), and no `cycleOrder` event.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CycleOrder } from '@contract/cycle';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { fund, registerUser, type TestUser } from '../helpers/users';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { PLACE, PLACE_REFUSALS } from './helpers-proof/place-refusals';

describe('cycle routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser, bobOrder: CycleOrder, events: number;

  beforeEach(async () => {
    const c = ctx();
    await c.cycle.start(0);
    api = await testApi(c);
    [alice, bob] = [await registerUser(c), await registerUser(c)];
    // after her own order (10.00 + 0.01 fee) alice has 500.00 USDT left (REFUSAL_FUNDS)
    await fund(c, alice.userId, { USDT: '510.01' });
    await fund(c, bob.userId, { USDT: '2000000' });
    await c.cycle.place(alice.userId, { ...PLACE, stake: '10.00', clientId: 'alice-setup-1' });
    bobOrder = await c.cycle.place(bob.userId, { ...PLACE, clientId: 'bob-setup-1' });
    events = 0;
    c.bus.on('cycleOrder', () => events++);
  });

  const snapshot = async () => {
    const c = ctx();
    return {
      balances: await c.db.selectFrom('balances').selectAll().orderBy('account').orderBy('asset').execute(),
      entries: (await c.db.selectFrom('ledger_tx').select('id').execute()).length,
      orders: await c.db.selectFrom('cycle_orders').selectAll().orderBy('id').execute(),
      ticks: (await c.db.selectFrom('index_ticks').select('seq').execute()).length,
      recent: ['BTCUSDT', 'XAUUSDT'].map((s) => c.cycle.recentTicks(s)),
      open: [await c.cycle.allOpenOrders(alice.userId), await c.cycle.allOpenOrders(bob.userId)],
      events,
    };
  };

  const refuses = (path: string, cases: Refusal[], token = alice.token) => expectRefusals(api, path, cases, token, snapshot);

  it('cycle/order/place: the eight classes, unknown period and category, stake limits, balance', async () => {
    await refuses('cycle/order/place', PLACE_REFUSALS);
  });

  it('cycle/order/place: a client id reused for another order, and no session', async () => {
    await refuses('cycle/order/place', [
      [
        'the setup order again with another stake',
        { ...PLACE, stake: '20.00', clientId: 'alice-setup-1' },
        409,
        'This request id was already used for a different request',
        'Diese Anfrage-ID wurde bereits für eine andere Anfrage verwendet',
      ],
    ]);
    await refuses(
      'cycle/order/place',
      [
        [
          'no session',
          PLACE,
          401,
          'Login status expired, please log in again!',
          'Die Anmeldung ist abgelaufen, bitte melden Sie sich erneut an!',
        ],
      ],
      '',
    );
  });

  it('cycle/order/place: a stake the pool could not pay along with every open order is refused, to the cent', async () => {
    // 22 orders of 50,000 for 300 s win 44,000 each; with bob's 80 and alice's 8 the 1,000,000 pool has 31,912.00 left
    const whale = (stake: string, i: number | string) => ({ ...PLACE, periodSeconds: 300, stake, clientId: `whale-order-${i}` });
    for (let i = 0; i < 22; i++) await ctx().cycle.place(bob.userId, whale('50000.00', i));
    await refuses(
      'cycle/order/place',
      [
        [
          'a stake winning 31,912.01',
          whale('36263.65', 'over'),
          422,
          'This stake cannot be accepted right now; please try a smaller stake or try again later',
          'Dieser Einsatz kann gerade nicht angenommen werden; bitte versuchen Sie einen kleineren Einsatz oder später erneut',
        ],
      ],
      bob.token,
    );
    // one cent of profit less fits exactly
    const last = await api.call<CycleOrder>('cycle/order/place', whale('36263.64', 'last'), { token: bob.token });
    expect([last.status, last.data.stake]).toEqual([200, '36263.64']);
  });

  it("the reads: paging of open and history, evidence of an unknown or another user's order, ticks, rules", async () => {
    const notAllowed = [
      'The request contains information that is not allowed',
      'Die Anfrage enthält Angaben, die nicht zulässig sind',
    ] as const;
    for (const path of ['cycle/order/open', 'cycle/order/history']) {
      await refuses(path, [
        ['page 0', { page: 0 }, 400, 'Page must be at least 1', 'Seite muss mindestens 1 sein'],
        ['size 101', { size: 101 }, 400, 'Page size must be at most 100', 'Einträge pro Seite darf höchstens 100 sein'],
        ['size as text', { size: '5' }, 400, 'Page size must be a whole number', 'Einträge pro Seite muss eine ganze Zahl sein'],
        ['an extra field', { symbol: 'BTCUSDT' }, 400, ...notAllowed],
      ]);
    }
    const notFound = ['Order not found', 'Auftrag nicht gefunden'] as const;
    await refuses('cycle/order/evidence', [
      ['missing id', {}, 400, 'Order number is required', 'Ordernummer ist erforderlich'],
      ['id as a number', { id: 1 }, 400, 'Order number must be text', 'Ordernummer muss ein Text sein'],
      ['id with letters', { id: '12a' }, 400, 'Order number is not valid', 'Ordernummer ist ungültig'],
      ['unknown id', { id: '987654321' }, 404, ...notFound],
      ["another user's order", { id: bobOrder.id }, 404, ...notFound],
    ]);
    await refuses('cycle/ticks', [
      ['missing symbol', {}, 400, 'Symbol is required', 'Symbol ist erforderlich'],
      [
        'unknown symbol',
        { symbol: 'NOPEUSDT' },
        404,
        'Please choose one of the symbols offered',
        'Bitte wählen Sie eines der angebotenen Symbole',
      ],
      [
        'symbol as a number',
        { symbol: 1 },
        400,
        'Please choose one of the symbols offered',
        'Bitte wählen Sie eines der angebotenen Symbole',
      ],
      [
        'limit 0',
        { symbol: 'BTCUSDT', limit: 0 },
        400,
        'Number of entries must be at least 1',
        'Anzahl der Einträge muss mindestens 1 sein',
      ],
      [
        'limit 1001',
        { symbol: 'BTCUSDT', limit: 1001 },
        400,
        'Number of entries must be at most 1000',
        'Anzahl der Einträge darf höchstens 1000 sein',
      ],
      ['negative before', { symbol: 'BTCUSDT', before: -1 }, 400, 'End time must be at least 0', 'Endzeit muss mindestens 0 sein'],
      ['before as text', { symbol: 'BTCUSDT', before: 'x' }, 400, 'End time must be a whole number', 'Endzeit muss eine ganze Zahl sein'],
    ]);
    await refuses('cycle/rules', [['an extra field', { category: 'crypto' }, 400, ...notAllowed]]);
  });
});
