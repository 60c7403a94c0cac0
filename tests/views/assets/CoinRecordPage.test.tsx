// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import CoinRecordPage from '../../../src/views/assets/CoinRecordPage';
import { renderAt, setupI18n } from '../components/render';
import { fetchTradeHistory$, resetApi } from '../trade/helpers/api-double';
import { balance, paged, userTrade } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('../trade/helpers/api-double'));

describe('CoinRecordPage', () => {
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

  it('lists trades across coins, each linking to its coin records, and merges new fills live', async () => {
    fetchTradeHistory$.mockImplementation(() => of(paged([userTrade(2, { symbol: 'ETHUSDT', qty: '0.5000' }), userTrade(1)])));
    act(() => feeds.balances.next([balance('USDT', '10')]));
    renderAt([{ path: '/property/coinRecord', Component: CoinRecordPage }], '/property/coinRecord');
    const eth = await screen.findByRole('link', { name: 'ETH/USDT' });
    expect(eth.getAttribute('href')).toBe('/allRecord/ETH');
    expect(screen.getByRole('link', { name: 'BTC/USDT' }).getAttribute('href')).toBe('/allRecord/BTC');
    expect(fetchTradeHistory$).toHaveBeenCalledWith({ page: 1, size: 20 });

    fetchTradeHistory$.mockImplementation(() =>
      of(paged([userTrade(3, { symbol: 'XRPUSDT' }), userTrade(2, { symbol: 'ETHUSDT' })], 1, 3)),
    );
    act(() => feeds.balances.next([balance('USDT', '4')]));
    expect(await screen.findByRole('link', { name: 'XRP/USDT' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
