// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import {
  closeAllPositions$,
  closePosition$,
  fetchPerpetualInfo$,
  quickClosePosition$,
  resetContractApi,
} from '../../../helpers/contract-api-double';
import { markTick, position } from '../../../helpers/futures-fixtures';
import { futuresFeeds, markFeed, resetFuturesFeeds } from '../../../helpers/futures-streams-double';
import { setupI18n } from '../../components/render';
import { balance } from '../helpers/fixtures';
import { btcInfo, openFutures } from './futures-page';

vi.mock('../../../../src/streams', () => import('../../../helpers/futures-streams-double'));
vi.mock('../../../../src/api/contract', () => import('../../../helpers/contract-api-double'));
vi.mock('../../../../src/api/assets', () => import('../helpers/api-double'));
vi.mock('../../../../src/api/market', () => import('../helpers/api-double'));

const positionCard = async () => {
  const list = await screen.findByRole('region', { name: /^Positions/ });
  return within(list).getByText('BTC/USDT').closest('li') as HTMLElement;
};

describe('positions under the futures form', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    fetchPerpetualInfo$.mockImplementation(() => of(btcInfo()));
    setToken('token-1');
    futuresFeeds.balances.next([balance('USDT', '1000', '0', 'contract')]);
    futuresFeeds.positions.next([position()]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('values P/L, yield, mark price and position value on each new mark (written by the frame sink, from the exact cost)', async () => {
    await openFutures();
    const card = await positionCard();
    const pnl = within(card).getByText('Unrealised P/L').nextElementSibling as HTMLElement;
    const roe = within(card).getByText('Yield (ROE)').nextElementSibling as HTMLElement;
    markFeed('BTCUSDT-PERP').next(markTick('61000.00', 2));
    await vi.waitFor(() => expect(pnl.textContent).toBe('+10.00'));
    expect(roe.textContent).toBe('+16.66%');
    expect(pnl.className).toBe('record-trend--up');
    const cell = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect([cell('Mark price'), cell('Position value')]).toEqual(['61,000.00', '610.00']);
    markFeed('BTCUSDT-PERP').next(markTick('59000.00', 3));
    await vi.waitFor(() => expect(pnl.textContent).toBe('-10.00'));
    expect(roe.textContent).toBe('-16.66%');
    expect(pnl.className).toBe('record-trend--down');
  });

  it('closes part of a position from the sheet, never more than the closable lots', async () => {
    await openFutures();
    fireEvent.click(within(await positionCard()).getByRole('button', { name: 'Close' }));
    const sheet = screen.getByRole('dialog', { name: 'Close position' });
    const lots = within(sheet).getByRole('textbox', { name: 'Lots to close' });
    expect((lots as HTMLInputElement).value).toBe('10');
    fireEvent.change(lots, { target: { value: '11' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('At most 10 lots can be closed');
    expect(closePosition$).not.toHaveBeenCalled();
    fireEvent.change(lots, { target: { value: '5' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(closePosition$).toHaveBeenCalledWith({ positionId: '1', quantity: '5', clientOrderId: expect.any(String) });
  });

  it('quick-closes one position and closes all after a confirmation; TP/SL leads to /stopPl', async () => {
    const { router } = await openFutures();
    fireEvent.click(within(await positionCard()).getByRole('button', { name: 'Quick close' }));
    expect(quickClosePosition$).toHaveBeenCalledWith({ positionId: '1', clientOrderId: expect.any(String) });
    fireEvent.click(screen.getByRole('button', { name: 'Close all' }));
    const sheet = screen.getByRole('dialog', { name: 'Close all' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(closeAllPositions$).toHaveBeenCalledWith({ clientId: expect.any(String) });
    fireEvent.click(within(await positionCard()).getByRole('link', { name: 'TP/SL' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/stopPl?positionId=1');
  });

  it('a closed position leaves the list when the channel drops it', async () => {
    await openFutures();
    await positionCard();
    futuresFeeds.positions.next([]);
    expect(await screen.findByText('No open positions')).toBeTruthy();
  });
});
