// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@contract/spot';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import TradeDetailPage from '../../../src/views/trade-detail/TradeDetailPage';
import { renderAt, setupI18n } from '../components/render';
import { resetApi } from '../trade/helpers/api-double';
import { balance, order, userTrade } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';

const detail = vi.hoisted(() => ({ answer: vi.fn() }));

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/spot', () => ({ fetchOrderDetail$: (id: string) => detail.answer(id) as Observable<OrderDetail> }));

const open = (path = '/tradDetail/42') => renderAt([{ path: '/tradDetail/:id', Component: TradeDetailPage }], path);
const partlyFilled: OrderDetail = {
  order: order('42', {
    status: 'partially_filled',
    filledQty: '0.00400',
    avgPrice: '60000.00',
    filledQuote: '240.00000000',
    fee: '0.00000400',
  }),
  fills: [userTrade(7, { orderId: '42', price: '60000.00', qty: '0.00400', quote: '240.00000000', role: 'maker', fee: '0.00000400' })],
};

describe('/tradDetail/{id}', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    detail.answer.mockReset();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in and come back', () => {
    clearToken();
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2FtradDetail%2F42');
    expect(detail.answer).not.toHaveBeenCalled();
  });

  it('shows every order field, its number and each fill with its fee and role', async () => {
    detail.answer.mockReturnValue(of(partlyFilled));
    open();
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(card.getAttribute('data-order-id')).toBe('42');
    for (const text of ['Entrusted price', 'Quantity', 'Unfilled quantity', 'Deal price', 'Turnover (USDT)', 'Fee'])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText('Partially filled')).toBeTruthy();
    expect(screen.getByText('Order number').nextSibling?.textContent).toBe('42');
    expect(screen.getByRole('heading', { name: 'Fills (1)' })).toBeTruthy();
    expect(screen.getByText('Maker')).toBeTruthy();
    expect(detail.answer).toHaveBeenCalledWith('42');
  });

  it('asks again when the private socket reports a fill', async () => {
    detail.answer.mockReturnValue(of(partlyFilled));
    open();
    await screen.findByRole('heading', { name: 'Fills (1)' });
    act(() => {
      feeds.orders.next([partlyFilled.order]);
      feeds.balances.next([balance('USDT', '100')]);
    });
    const filled: OrderDetail = {
      order: { ...partlyFilled.order, status: 'filled', filledQty: '0.01000' },
      fills: [...partlyFilled.fills, userTrade(9, { orderId: '42', qty: '0.00600' })],
    };
    detail.answer.mockReturnValue(of(filled));
    act(() => feeds.orders.next([]));
    expect(await screen.findByRole('heading', { name: 'Fills (2)' })).toBeTruthy();
    expect(screen.getByText('Filled')).toBeTruthy();
  });

  it("shows another user's or an unknown order, and a malformed id, as not found", async () => {
    detail.answer.mockReturnValue(throwError(() => new ApiError('http', 404, 404, 'Order not found')));
    open();
    expect(await screen.findByText('This page does not exist or has moved.')).toBeTruthy();
    cleanup();
    open('/tradDetail/abc');
    expect(screen.getByText('This page does not exist or has moved.')).toBeTruthy();
  });
});
