// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import RecordsPage from '../../../src/views/records/RecordsPage';
import { renderAt, setupI18n } from '../components/render';
import { fetchOpenOrders$, fetchOrderHistory$, fetchTradeHistory$, resetApi } from '../trade/helpers/api-double';
import { order, paged, userTrade } from '../trade/helpers/fixtures';
import { resetFeeds } from '../trade/helpers/streams-double';

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('../trade/helpers/api-double'));

const open = (tab: string) => renderAt([{ path: '/allRecord/:coinType', Component: RecordsPage }], `/allRecord/BTC?tab=${tab}`);
const detailLinks = async () => (await screen.findAllByRole('link', { name: 'Details' })).map((link) => link.getAttribute('href'));

describe('record rows open /tradDetail/{id}', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('from open orders, order history and trade history (a fill opens its order)', async () => {
    fetchOpenOrders$.mockImplementation(() => of(paged([order('11')])));
    open('open');
    expect(await detailLinks()).toEqual(['/tradDetail/11']);
    cleanup();
    fetchOrderHistory$.mockImplementation(() => of(paged([order('12', { status: 'filled' }), order('10', { status: 'cancelled' })])));
    open('history');
    expect(await detailLinks()).toEqual(['/tradDetail/12', '/tradDetail/10']);
    cleanup();
    fetchTradeHistory$.mockImplementation(() => of(paged([userTrade(3, { orderId: '12' })])));
    open('trades');
    expect(await detailLinks()).toEqual(['/tradDetail/12']);
  });
});
