// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '@contract/market';
import { TradeList, TRADES_SHOWN } from '../../../../src/views/coin/trades/TradeList';
import { tradeTime } from '../../../../src/views/coin/trades/TradeRow';
import { setupCoinI18n } from '../coinI18n';

const at = new Date(2024, 0, 2, 9, 5, 7).getTime();
const trades: Trade[] = [
  { id: 2, price: '64010.5', qty: '0.125', side: 'buy', ts: at },
  { id: 1, price: '64000', qty: '2', side: 'sell', ts: at - 1000 },
];

describe('TradeList', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  // coin id 10 shows at least 8 decimals (spec section 9)
  it('shows time, price coloured by the taker side and quantity, newest first', () => {
    render(<TradeList trades={trades} base="BTC" pricePrecision={2} coinId={10} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['09:05:0764,010.500.12500000', '09:05:0664,000.002.00000000']);
    expect(screen.getByText('64,010.50').className).toContain('trend-up');
    expect(screen.getByText('64,000.00').className).toContain('trend-down');
    expect(screen.getByText('Amount (BTC)')).toBeTruthy();
  });

  it('shows at most a screenful of trades', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ ...trades[0]!, id: i }));
    render(<TradeList trades={many} base="BTC" pricePrecision={2} coinId={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(TRADES_SHOWN);
  });

  it('shows loading before the first frame and a note when there are no trades', () => {
    const view = render(<TradeList trades={undefined} base="BTC" pricePrecision={2} coinId={10} />);
    expect(view.container.querySelector('.state--loading')).not.toBeNull();
    view.rerender(<TradeList trades={[]} base="BTC" pricePrecision={2} coinId={10} />);
    expect(screen.getByText('No trades yet')).toBeTruthy();
  });

  it('formats times as HH:mm:ss', () => {
    expect(tradeTime(at)).toBe('09:05:07');
  });
});
