// @vitest-environment jsdom
import '../components/charts/canvasStub';
import { cleanup, screen } from '@testing-library/react';
import { of, Subject } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SymbolInfo } from '@contract/market';
import { EARLY_REQUESTS } from '../../../src/views/app/earlyRequests';
import { APP_ROUTES } from '../../../src/views/app/routes';
import CoinDetailPage from '../../../src/views/coin/CoinDetailPage';
import { renderAt } from '../components/render';
import { setupCoinI18n } from '../coin/coinI18n';
import { BTC_INFO } from '../coin/symbolInfo';

vi.mock('../../../src/streams', () => import('../coin/streams-double'));
const fetchSymbolInfo$ = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', () => ({ fetchSymbolInfo$, fetchBanners$: () => of([]) }));

const COIN_ROUTE = '/coinDetail/:coinType';
const routes = [{ path: COIN_ROUTE, Component: CoinDetailPage }];

/** What main.tsx does when the app starts at `url`. */
function startAt(url: string) {
  window.history.replaceState(null, '', url);
  EARLY_REQUESTS[COIN_ROUTE]!();
}

describe('requests started with the app, beside the page chunk', () => {
  beforeAll(setupCoinI18n);
  beforeEach(() => fetchSymbolInfo$.mockReset());
  afterEach(cleanup);

  it('are keyed by paths of the route table', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(Object.keys(EARLY_REQUESTS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('ask for the coin of /coinDetail/:coinType at once, and the page takes that answer instead of asking again', async () => {
    const answer = new Subject<SymbolInfo>();
    fetchSymbolInfo$.mockReturnValue(answer);
    startAt('/coinDetail/btc');
    expect(fetchSymbolInfo$.mock.calls).toEqual([['btc']]);
    renderAt(routes, '/coinDetail/btc');
    answer.next(BTC_INFO);
    answer.complete();
    await screen.findByText('BTC/USDT');
    expect(fetchSymbolInfo$).toHaveBeenCalledTimes(1);
  });

  it('hand the early answer over once: the next visit asks afresh', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    startAt('/coinDetail/BTC');
    renderAt(routes, '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    cleanup();
    renderAt(routes, '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    expect(fetchSymbolInfo$).toHaveBeenCalledTimes(2);
  });

  it('leave a page on another coin to ask for its own', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    startAt('/coinDetail/ETH');
    renderAt(routes, '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    expect(fetchSymbolInfo$.mock.calls).toEqual([['ETH'], ['BTC']]);
  });
});
