// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FuturesFill, FuturesOrderDetail } from '@contract/futures';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import TradeDetailPage from '../../../src/views/trade-detail/TradeDetailPage';
import { fetchFuturesOrderDetail$, resetContractApi } from '../../helpers/contract-api-double';
import { futuresOrder, position } from '../../helpers/futures-fixtures';
import { futuresFeeds, resetFuturesFeeds } from '../../helpers/futures-streams-double';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../../helpers/futures-streams-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const open = (path = '/tradDetail/7?kind=futures') => renderAt([{ path: '/tradDetail/:id', Component: TradeDetailPage }], path);
const fill = (id: number, overrides: Partial<FuturesFill> = {}): FuturesFill => ({
  id,
  orderId: '7',
  side: 'buy',
  role: 'maker',
  price: '59000.00',
  quantity: '2',
  fee: '0.02360000',
  ts: 2_000,
  ...overrides,
});
const partlyFilled: FuturesOrderDetail = {
  order: futuresOrder({ status: 'partially_filled', filledQty: '2', remainingQty: '3', avgPrice: '59000.00', fee: '0.0236' }),
  fills: [fill(21)],
};

describe('/tradDetail/{id}?kind=futures', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in and come back to the futures order', () => {
    clearToken();
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2FtradDetail%2F7%3Fkind%3Dfutures');
    expect(fetchFuturesOrderDetail$).not.toHaveBeenCalled();
  });

  it('shows every futures order field and each fill with its lots, fee and role', async () => {
    fetchFuturesOrderDetail$.mockReturnValue(of(partlyFilled));
    open();
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    for (const text of ['Open long', 'Quantity (lots)', 'Filled (lots)', 'Deal price', 'Order number', 'Partially filled'])
      expect(card.getAllByText(text).length, text).toBeGreaterThan(0);
    expect(card.getByText(/Isolated\s+10x/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fills (1)' })).toBeTruthy();
    const fillCard = within(document.querySelector('[data-fill-id="21"]') as HTMLElement);
    expect(fillCard.getByText('Maker')).toBeTruthy();
    expect(fillCard.getByText('0.0236 USDT', { exact: false })).toBeTruthy();
    expect(fetchFuturesOrderDetail$).toHaveBeenCalledWith('7');
  });

  it('asks again when the private socket reports a change of its perpetual', async () => {
    fetchFuturesOrderDetail$.mockReturnValue(of(partlyFilled));
    open();
    await screen.findByRole('heading', { name: 'Fills (1)' });
    act(() => {
      futuresFeeds.futuresOrders.next([partlyFilled.order]);
      futuresFeeds.positions.next([position()]);
    });
    const filled: FuturesOrderDetail = {
      order: { ...partlyFilled.order, status: 'filled', filledQty: '5', remainingQty: '0' },
      fills: [...partlyFilled.fills, fill(22, { quantity: '3', role: 'taker' })],
    };
    fetchFuturesOrderDetail$.mockReturnValue(of(filled));
    act(() => futuresFeeds.futuresOrders.next([]));
    expect(await screen.findByRole('heading', { name: 'Fills (2)' })).toBeTruthy();
    expect(screen.getByText('Filled')).toBeTruthy();
  });

  it('says when nothing filled yet, offers a retry on failure, and shows an unknown order as not found', async () => {
    fetchFuturesOrderDetail$.mockReturnValue(of({ order: futuresOrder(), fills: [] }));
    open();
    expect(await screen.findByText('No fills yet')).toBeTruthy();
    cleanup();
    fetchFuturesOrderDetail$.mockReturnValue(throwError(() => new ApiError('network', 0, 0, 'offline')));
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();
    fetchFuturesOrderDetail$.mockReturnValue(throwError(() => new ApiError('http', 404, 404, 'Order not found')));
    open();
    expect(await screen.findByText('This page does not exist or has moved.')).toBeTruthy();
  });
});
