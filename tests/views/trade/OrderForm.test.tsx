// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { placeOrder$, resetApi } from './helpers/api-double';
import { balance } from './helpers/fixtures';
import { feeds, resetFeeds } from './helpers/streams-double';
import { field, openTrade, slider } from './helpers/trade-page';

vi.mock('../../../src/streams', () => import('./helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('./helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('./helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('./helpers/api-double'));

const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('spot order form', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
    feeds.balances.next([balance('USDT', '10000.50'), balance('BTC', '0.5')]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('refuses a zero quantity with a message and sends nothing', async () => {
    await openTrade();
    type('Quantity', '0.000');
    buy();
    expect(alertText()).toBe('Quantity must be greater than zero');
    expect(placeOrder$).not.toHaveBeenCalled();
  });

  it('refuses a keystroke with more decimals than the coin allows, then sends nothing', async () => {
    await openTrade();
    type('Quantity', '0.123456');
    expect(field('Quantity').value).toBe('');
    expect(alertText()).toBe('At most 5 decimal places');
    type('Price', '64000.123');
    expect(field('Price').value).toBe('64000.00');
    buy();
    expect(screen.getByText('Quantity must be greater than zero')).toBeTruthy();
    expect(placeOrder$).not.toHaveBeenCalled();
  });

  it('refuses more than the available balance', async () => {
    await openTrade();
    type('Quantity', '0.2');
    buy();
    expect(alertText()).toBe('Insufficient available balance');
    expect(placeOrder$).not.toHaveBeenCalled();
  });

  it('fills exact quantities from the slider, cut to the coin precision', async () => {
    await openTrade();
    fireEvent.change(slider(), { target: { value: '50' } });
    // 10000.50 × 50 % / 64000 = 0.0781289… -> 5 decimals, never rounded up
    expect(field('Quantity').value).toBe('0.07812');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.change(slider(), { target: { value: '75' } });
    expect(field('Quantity').value).toBe('0.37500');
  });

  it('shows the exact total and the fee', async () => {
    await openTrade();
    type('Price', '64123.45');
    type('Quantity', '0.12345');
    // a float product would print 7916.039902500001
    expect(screen.getByTestId('order-total').textContent).toBe('7,916.0399025 USDT');
    expect(screen.getByText('Fee (taker 0.10%)')).toBeTruthy();
    expect(screen.getByText('≈ 0.00012345 BTC')).toBeTruthy();
  });

  it('sends a limit order with the canonical price and quantity', async () => {
    await openTrade();
    type('Price', '064000.5');
    type('Quantity', '.1');
    buy();
    expect(placeOrder$).toHaveBeenCalledWith({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '64000.5',
      quantity: '0.1',
      clientOrderId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('spends a USDT amount on a market buy (quoteAmount), from the slider too', async () => {
    await openTrade();
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    fireEvent.change(slider(), { target: { value: '75' } });
    expect(field('Amount').value).toBe('7500.37');
    type('Amount', '100');
    buy();
    expect(placeOrder$).toHaveBeenCalledOnce();
    const sent = placeOrder$.mock.calls[0]![0];
    expect(sent).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '100', clientOrderId: sent.clientOrderId });
  });

  it('sells a quantity at market', async () => {
    await openTrade('/trade?symbol=BTCUSDT&side=sell');
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    type('Quantity', '0.25');
    fireEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(placeOrder$.mock.calls[0]![0]).toMatchObject({ side: 'sell', type: 'market', quantity: '0.25' });
    expect(placeOrder$.mock.calls[0]![0]).not.toHaveProperty('price');
  });

  it('accepts a decimal comma', async () => {
    await openTrade();
    type('Quantity', '0,01');
    expect(field('Quantity').value).toBe('0.01');
  });
});
