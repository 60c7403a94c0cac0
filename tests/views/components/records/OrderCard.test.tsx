// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PairDisplay } from '../../../../src/state/market';
import { OrderCard } from '../../../../src/views/components/records/OrderCard';
import { setupI18n } from '../render';
import { order } from '../../trade/helpers/fixtures';

const BTC: PairDisplay = { base: 'BTC', name: 'BTC/USDT', pricePrecision: 2, coinId: 10 };
const cell = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('OrderCard', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('shows the whole quantity as unfilled on a revoked order that never filled (the server reports 0 resting)', () => {
    render(<OrderCard order={order('7', { quantity: '0.01000', remainingQty: '0.00000', status: 'cancelled' })} pair={BTC} />);
    expect(cell('Unfilled quantity')).toBe('0.01000000');
  });

  it('shows a market buy’s unfilled part in USDT, like its quantity', () => {
    const stopped = order('8', {
      type: 'market',
      price: '0',
      quoteAmount: '100',
      filledQty: '0.00100',
      filledQuote: '64.00000000',
      remainingQty: '0.00000',
      status: 'cancelled',
    });
    render(<OrderCard order={stopped} pair={BTC} />);
    expect(cell('Quantity')).toBe('100.00 USDT');
    expect(cell('Unfilled quantity')).toBe('36.00 USDT');
  });
});
