/**
 * Convert through REST on a ManualClock (docs/wallet.md "Convert"): a quote from the spot market's last trades, executed
 * at its rate in one balanced ledger entry through `sys:convert` (seeded once), idempotent by client id; a quote confirmed
 * at its 10th second is refused as expired and moves nothing; the history lists the conversions newest first.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Conversion, ConvertQuote } from '@contract/wallet';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { fund } from '../helpers/users';
import { START, convertClock, convertFixture, type ConvertFixture } from './convert-fixture';

describe.each(BACKENDS)('convert journey on $name', ({ name }) => {
  const clock = convertClock();
  const ctx = useTestContext(name, { clock });
  let f: ConvertFixture;
  beforeEach(async () => {
    f = await convertFixture(ctx(), clock);
    await f.tradeAt('BTCUSDT', '64000');
    await f.tradeAt('ETHUSDT', '3400');
    await fund(f.ctx, f.alice.userId, { USDT: '10000', BTC: '0.5' });
  });

  const spot = async (asset: string) => (await f.ctx.ledger.balance(f.alice.userId, 'spot', asset)).available;
  const quote = (body: object) => f.api.call<ConvertQuote>('convert/quote', body, { token: f.alice.token });
  const execute = (body: object) => f.api.call<Conversion>('convert/execute', body, { token: f.alice.token });

  it('quotes, executes at the quoted rate once, refuses an expired quote and lists the history', async () => {
    const q = await quote({ from: 'USDT', to: 'BTC', amount: '1000' });
    expect([q.status, q.data]).toEqual([
      200,
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        from: 'USDT',
        to: 'BTC',
        amount: '1000.00000000',
        marketRate: '0.000015625',
        rate: '0.00001559375',
        spread: '0.002',
        receive: '0.01559375',
        createdAt: START,
        expiresAt: START + 10_000,
      },
    ]);
    // the market moves: the quote still holds its rate
    await f.tradeAt('BTCUSDT', '70000');
    f.clock.advance(9_999);
    const done = await execute({ quoteId: q.data.id, clientId: 'convert-0001' });
    expect([done.status, done.data]).toEqual([
      200,
      {
        id: '1',
        clientId: 'convert-0001',
        quoteId: q.data.id,
        from: 'USDT',
        to: 'BTC',
        amount: '1000.00000000',
        rate: '0.00001559375',
        receive: '0.01559375',
        createdAt: START + 9_999,
      },
    ]);
    expect([await spot('USDT'), await spot('BTC')]).toEqual([900_000_000_000n, 51_559_375n]);
    // the same client id again answers the same conversion and moves nothing more
    expect((await execute({ quoteId: q.data.id, clientId: 'convert-0001' })).data).toEqual(done.data);
    expect([await spot('USDT'), await spot('BTC')]).toEqual([900_000_000_000n, 51_559_375n]);
    const entries = await f.ctx.db
      .selectFrom('ledger_tx')
      .select(['kind', 'ref'])
      .where('kind', 'like', 'convert%')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'convert_desk_seed', ref: 'sys:convert' },
      { kind: 'convert', ref: 'convert:1' },
    ]);

    // a quote confirmed at its 10th second has expired
    const late = await quote({ from: 'BTC', to: 'ETH', amount: '0.1' });
    expect(late.data.rate).toBe(formatExpected(70000, 3400));
    f.clock.advance(10_000);
    const refused = await execute({ quoteId: late.data.id, clientId: 'convert-0002' });
    expect([refused.status, refused.msg, refused.data]).toEqual([422, 'The quote has expired; please refresh the quote', null]);
    expect([await spot('BTC'), await spot('ETH')]).toEqual([51_559_375n, 0n]);

    // a fresh quote converts
    const fresh = await quote({ from: 'BTC', to: 'ETH', amount: '0.1' });
    expect((await execute({ quoteId: fresh.data.id, clientId: 'convert-0003' })).status).toBe(200);
    expect([await spot('BTC'), await spot('ETH')]).toEqual([41_559_375n, toUnitsOf(fresh.data.receive)]);

    const history = await f.api.call<Paged<Conversion>>('convert/history', { size: 1 }, { token: f.alice.token });
    expect([history.data.total, history.data.items.map((c) => [c.id, c.from, c.to, c.amount])]).toEqual([
      2,
      [['2', 'BTC', 'ETH', '0.10000000']],
    ]);
    const second = await f.api.call<Paged<Conversion>>('convert/history', { size: 1, page: 2 }, { token: f.alice.token });
    expect(second.data.items.map((c) => c.id)).toEqual(['1']);
    const bobs = await f.api.call<Paged<Conversion>>('convert/history', {}, { token: f.bob.token });
    expect(bobs.data).toEqual({ items: [], page: 1, size: 20, total: 0 });
    expect(await f.ctx.ledger.checkInvariant()).toEqual([]);
  });
});

/** 70000/3400 less 0.2 %, as the server states it (18 decimals, rounded down at each step) */
function formatExpected(from: number, to: number): string {
  const market = (BigInt(from) * 10n ** 18n) / BigInt(to);
  const rate = (market * 998n) / 1000n;
  const whole = rate / 10n ** 18n;
  return `${whole}.${(rate % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')}`;
}

const toUnitsOf = (value: string): bigint => BigInt(value.replace('.', ''));
