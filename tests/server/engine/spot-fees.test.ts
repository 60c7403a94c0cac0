/**
 * Maker and taker rates differ on every pair, so a settlement that charged them the wrong way round
 * would move other amounts than these. Balances are compared as bigint units (1e8), exactly.
 */
import { describe, expect, it } from 'vitest';
import { toUnits } from '../../../server/money';
import { BACKENDS } from '../helpers/backends';
import { balance, req, useSpotHarness } from './spot-harness';

const BUYER = 1;
const SELLER = 2;

const availableUnits = async (h: Parameters<typeof balance>[0], userId: number, asset: string): Promise<bigint> =>
  toUnits((await balance(h, userId, asset)).available);

describe.each(BACKENDS)('maker and taker fees on $name', ({ name }) => {
  const h = useSpotHarness(name, { [BUYER]: { USDT: '100000' }, [SELLER]: { BTC: '1', SOL: '100' } });

  it('charges the resting seller the maker rate and the buyer who crossed the taker rate', async () => {
    await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.5' }));
    await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64100.00', quantity: '0.2' }));
    // 0.2 BTC for 12 800 USDT: the taker (buyer) pays 0.1 % of 0.2 BTC, the maker (seller) 0.08 % of 12 800 USDT
    expect(await availableUnits(h(), BUYER, 'BTC')).toBe(20_000_000n - 20_000n);
    expect(await availableUnits(h(), SELLER, 'USDT')).toBe(1_280_000_000_000n - 1_024_000_000n);
    const [buyerTrade] = (await h().spot.tradeHistory(BUYER, {})).items;
    const [sellerTrade] = (await h().spot.tradeHistory(SELLER, {})).items;
    expect([buyerTrade?.role, buyerTrade?.fee, sellerTrade?.role, sellerTrade?.fee]).toEqual([
      'taker',
      '0.00020000',
      'maker',
      '10.24000000',
    ]);
  });

  it('charges the resting buyer the maker rate and the seller who crossed the taker rate', async () => {
    await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64000.00', quantity: '0.2' }));
    await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'market', { quantity: '0.2' }));
    // the maker (buyer) pays 0.08 % of 0.2 BTC, the taker (seller) 0.1 % of 12 800 USDT
    expect(await availableUnits(h(), BUYER, 'BTC')).toBe(20_000_000n - 16_000n);
    expect(await availableUnits(h(), SELLER, 'USDT')).toBe(1_280_000_000_000n - 1_280_000_000n);
  });

  it('charges the rates of the pair traded (SOLUSDT: maker 0.1 %, taker 0.15 %)', async () => {
    await h().spot.place(SELLER, req('SOLUSDT', 'sell', 'limit', { price: '145.00', quantity: '10.000' }));
    await h().spot.place(BUYER, req('SOLUSDT', 'buy', 'market', { quoteAmount: '1450' }));
    // 10 SOL for 1 450 USDT: the taker (buyer) pays 0.15 % of 10 SOL, the maker (seller) 0.1 % of 1 450 USDT
    expect(await availableUnits(h(), BUYER, 'SOL')).toBe(1_000_000_000n - 1_500_000n);
    expect(await availableUnits(h(), SELLER, 'USDT')).toBe(145_000_000_000n - 145_000_000n);
  });
});
