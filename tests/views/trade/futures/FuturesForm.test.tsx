// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import { fetchPerpetualInfo$, placeFuturesOrder$, resetContractApi, setLeverage$ } from '../../../helpers/contract-api-double';
import { depthFeed, futuresFeeds, markFeed, resetFuturesFeeds } from '../../../helpers/futures-streams-double';
import { markTick } from '../../../helpers/futures-fixtures';
import { setupI18n } from '../../components/render';
import { balance } from '../helpers/fixtures';
import { btcInfo, input, openFutures, summary } from './futures-page';

vi.mock('../../../../src/streams', () => import('../../../helpers/futures-streams-double'));
vi.mock('../../../../src/api/contract', () => import('../../../helpers/contract-api-double'));
vi.mock('../../../../src/api/assets', () => import('../helpers/api-double'));
vi.mock('../../../../src/api/market', () => import('../helpers/api-double'));

const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('the Futures tab order form', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    fetchPerpetualInfo$.mockImplementation(() => of(btcInfo()));
    setToken('token-1');
    futuresFeeds.balances.next([balance('USDT', '1000', '0', 'contract')]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows cost, fee and the estimated liquidation price as the user types (isolated 10x long)', async () => {
    await openFutures();
    type('Price', '60000');
    type('Quantity (lots)', '10');
    // 10 lots × 0.001 BTC × 60,000 = 600 USDT: margin 60, taker fee 0.3, LP = (60 − 600) / (0.01 × 0.004 − 0.01)
    expect(summary('cost')).toBe('60.00 USDT');
    expect(summary('fee')).toBe('≈ 0.30 USDT');
    expect(summary('liquidation')).toBe('≈ 54,216.87');
    // one lot freezes 6.03: 1,000 buys 165 lots
    expect(summary('max')).toBe('165');
    type('Quantity (lots)', '20');
    expect(summary('liquidation')).toBe('≈ 54,216.87');
    fireEvent.click(screen.getByRole('button', { name: 'Short' }));
    expect(summary('liquidation')).toBe('≈ 65,737.05');
  });

  it('shows the perpetual’s book in lots, and a tapped level fills the price', async () => {
    await openFutures();
    expect(screen.getByText('Amount (Lots)')).toBeTruthy();
    act(() => depthFeed('BTCUSDT-PERP').next({ ready: true, seq: 1, bids: [['63990.50', '1200']], asks: [['64010.00', '3']] }));
    const bid = screen.getByRole('button', { name: 'Use price 63,990.50' });
    expect(bid.textContent).toContain('1,200');
    expect(bid.textContent).not.toContain('1,200.00');
    fireEvent.click(bid);
    expect(input('Price').value).toBe('63990.50');
  });

  it('the slider offers whole lots of what the available margin pays for', async () => {
    await openFutures();
    type('Price', '60000');
    fireEvent.change(screen.getByRole('slider', { name: 'Share of the available balance' }), { target: { value: '50' } });
    // 1,000 USDT pays for 165 lots at 6.03 each: half is 82
    expect(input('Quantity (lots)').value).toBe('82');
    expect(summary('cost')).toBe('492.00 USDT');
  });

  it('writes the mark, index and funding rate of each tick into the mark bar', async () => {
    await openFutures();
    act(() => markFeed('BTCUSDT-PERP').next({ ...markTick('61234.50', 7), index: '61200.00', fundingRate: '-0.00025' }));
    const bar = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await vi.waitFor(() => expect(bar('Index price')).toBe('61,200.00'));
    expect(screen.getAllByText('61,234.50').length).toBeGreaterThan(0);
    expect(bar('Funding rate')).toBe('-0.0250%');
  });

  it('picks another perpetual from the sheet, with its mark and funding rate', async () => {
    const { router } = await openFutures();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a perpetual contract, now BTC/USDT' }));
    const sheet = screen.getByRole('dialog', { name: 'Perpetual contracts' });
    const eth = within(sheet).getByRole('button', { name: /ETH\/USDT/ });
    expect(eth.textContent).toContain('3,400.00');
    expect(eth.textContent).toContain('+0.0100%');
    fireEvent.click(eth);
    expect(router.state.location.search).toBe('?symbol=ETHUSDT-PERP');
    expect(await screen.findByRole('button', { name: 'Choose a perpetual contract, now ETH/USDT' })).toBeTruthy();
  });

  it('keeps the quantity in whole lots', async () => {
    await openFutures();
    type('Quantity (lots)', '1.5');
    expect(input('Quantity (lots)').value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Quantity is in whole lots');
  });

  it.each([
    ['long', '59000', '', 'The take-profit price must not be below the open price of a long position'],
    ['long', '', '61000', 'The stop-loss price must not be above the open price of a long position'],
    ['short', '61000', '', 'The take-profit price must not be above the open price of a short position'],
    ['short', '', '59000', 'The stop-loss price must not be below the open price of a short position'],
  ])('a %s with take-profit "%s" and stop-loss "%s" shows "%s" and sends nothing', async (side, tp, sl, message) => {
    await openFutures();
    fireEvent.click(screen.getByRole('button', { name: side === 'long' ? 'Long' : 'Short' }));
    type('Price', '60000');
    type('Quantity (lots)', '10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take-profit / stop-loss' }));
    type('Take-profit price', tp);
    type('Stop-loss price', sl);
    fireEvent.click(screen.getByRole('button', { name: side === 'long' ? 'Open long' : 'Open short' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(placeFuturesOrder$).not.toHaveBeenCalled();
  });

  it('sends an open long with its TP/SL once the values are right', async () => {
    await openFutures();
    type('Price', '60000');
    type('Quantity (lots)', '10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take-profit / stop-loss' }));
    type('Take-profit price', '65000');
    type('Stop-loss price', '58000.5');
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(placeFuturesOrder$).toHaveBeenCalledWith({
      symbol: 'BTCUSDT-PERP',
      positionSide: 'long',
      action: 'open',
      type: 'limit',
      price: '60000',
      quantity: '10',
      takeProfit: '65000',
      stopLoss: '58000.5',
      clientOrderId: expect.any(String),
    });
  });

  it('refuses more lots than the margin pays for', async () => {
    await openFutures();
    type('Price', '60000');
    type('Quantity (lots)', '166');
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(screen.getByRole('alert').textContent).toBe('Insufficient available balance');
    expect(placeFuturesOrder$).not.toHaveBeenCalled();
  });

  it('sets the leverage from the sheet, 1 to the maximum', async () => {
    await openFutures();
    fireEvent.click(await screen.findByRole('button', { name: 'Leverage 10x, change it' }));
    const sheet = screen.getByRole('dialog', { name: 'Adjust leverage' });
    const field = within(sheet).getByRole('textbox', { name: 'Leverage' });
    fireEvent.change(field, { target: { value: '126' } });
    expect(within(sheet).getByRole('alert').textContent).toBe('Leverage must be a whole number from 1 to 125');
    expect((within(sheet).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '25' } });
    act(() => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    });
    expect(setLeverage$).toHaveBeenCalledWith({ symbol: 'BTCUSDT-PERP', leverage: 25 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
