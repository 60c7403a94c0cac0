import { describe, expect, it } from 'vitest';
import { isSmall, priceTable, totalValue, valueBalances } from '../../../src/views/assets/assetValuation';
import { transferCoins, validateTransfer } from '../../../src/views/assets/transfer/transferRules';
import { balance, CATALOGUE, ticker } from '../trade/helpers/fixtures';

describe('asset valuation', () => {
  const live = new Map([['BTCUSDT', ticker('BTCUSDT', '64000.10')]]);
  const prices = priceTable(CATALOGUE, live);

  it('prices USDT at 1, coins at the live last price, else the market/list price', () => {
    expect(prices.get('USDT')).toBe('1');
    expect(prices.get('BTC')).toBe('64000.10');
    expect(prices.get('ETH')).toBe('3400.00');
    expect(prices.has('DOGE')).toBe(false);
  });

  it('values available plus frozen exactly and sums without float error', () => {
    const rows = valueBalances(
      [balance('USDT', '0.1', '0.2'), balance('BTC', '0.1'), balance('ETH', '0.2', '0', 'contract'), balance('DOGE', '5')],
      prices,
    );
    expect(rows.map((r) => [r.asset, r.value])).toEqual([
      ['BTC', '6400.010'],
      ['ETH', '680.000'],
      ['USDT', '0.3'],
      ['DOGE', null],
    ]);
    expect(totalValue(rows)).toBe('7080.310');
  });

  it('counts under 1 USDT as small; an unpriced asset only when empty', () => {
    const [tiny, unpriced, empty] = valueBalances([balance('USDT', '0.99'), balance('DOGE', '5'), balance('XYZ', '0')], prices);
    expect(isSmall(tiny!)).toBe(true);
    expect(isSmall(unpriced!)).toBe(false);
    expect(isSmall(empty!)).toBe(true);
  });
});

describe('transfer rules', () => {
  it('offers USDT first, then the coins held in either account', () => {
    expect(transferCoins([balance('ETH', '1'), balance('USDT', '2', '0', 'contract'), balance('BTC', '1', '0', 'contract')])).toEqual([
      'USDT',
      'BTC',
      'ETH',
    ]);
    expect(transferCoins([])).toEqual(['USDT']);
  });

  it('checks the amount and always sends to the other account', () => {
    expect(validateTransfer('spot', 'USDT', '0', '10')).toEqual({ problem: 'amountZero' });
    expect(validateTransfer('spot', 'USDT', '', '10')).toEqual({ problem: 'amountZero' });
    expect(validateTransfer('spot', 'USDT', '10.000000001', '20')).toEqual({ problem: 'tooManyDecimals' });
    expect(validateTransfer('spot', 'USDT', '10.01', '10')).toEqual({ problem: 'insufficient' });
    expect(validateTransfer('contract', 'USDT', '010.5', '10.50')).toEqual({ asset: 'USDT', amount: '10.5', from: 'contract', to: 'spot' });
  });
});
