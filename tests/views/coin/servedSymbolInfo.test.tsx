// @vitest-environment jsdom
import '../components/charts/canvasStub';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NEVER, of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVED_SYMBOL_INFO_ID } from '@contract/served-page';
import CoinDetailPage from '../../../src/views/coin/CoinDetailPage';
import { forgetServedSymbolInfo, requestSymbolInfoEarly } from '../../../src/views/coin/earlySymbolInfo';
import { renderAt } from '../components/render';
import { setupCoinI18n } from './coinI18n';
import { resetFeeds } from './streams-double';
import { BTC_INFO } from './symbolInfo';

vi.mock('../../../src/streams', () => import('./streams-double'));
const fetchSymbolInfo$ = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', () => ({ fetchSymbolInfo$ }));

const routes = [{ path: '/coinDetail/:coinType', Component: CoinDetailPage }];

/** The page as the server sent it: the shell's JSON beside its price (server/http/coin-shell.ts). */
function servePage(json: string) {
  document.body.innerHTML = `<div id="root"><script type="application/json" id="${SERVED_SYMBOL_INFO_ID}">${json}</script></div>`;
}

/** React's first render alone (no effect, no subscription has run): what replaces the shell. */
const firstRender = (url: string) => renderToString(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);

describe('the coin page served with its data', () => {
  beforeAll(setupCoinI18n);
  beforeEach(() => {
    resetFeeds();
    forgetServedSymbolInfo();
    // a request the page would wait for: only the served data can show a price
    fetchSymbolInfo$.mockReset().mockReturnValue(NEVER);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('shows the served price in its first render, with no loading state, and asks nothing', () => {
    servePage(JSON.stringify(BTC_INFO));
    requestSymbolInfoEarly('BTC');
    const html = firstRender('/coinDetail/BTC');
    // the page itself, not its loading state (a panel below may still be loading its own part)
    expect(html.startsWith('<div class="coin-page"><header class="coin-header">')).toBe(true);
    expect(/class="coin-header__last[^"]*"><span class="price-flash[^"]*">([^<]*)</.exec(html)?.[1]).toBe('64,000.00');
    expect(fetchSymbolInfo$).not.toHaveBeenCalled();
  });

  it('without served data, the first render is the loading state and the page asks', () => {
    document.body.innerHTML = '<div id="root"></div>';
    requestSymbolInfoEarly('BTC');
    expect(firstRender('/coinDetail/BTC').startsWith('<div class="state state--loading"')).toBe(true);
    expect(fetchSymbolInfo$).toHaveBeenCalledWith('BTC');
  });

  it('shows the served data once: a later visit asks afresh', async () => {
    servePage(JSON.stringify(BTC_INFO));
    requestSymbolInfoEarly('BTC');
    renderAt(routes, '/coinDetail/BTC');
    expect(screen.getAllByText('64,000.00').length).toBeGreaterThan(0);
    cleanup();
    fetchSymbolInfo$.mockReturnValue(of({ ...BTC_INFO, ticker: { ...BTC_INFO.ticker, last: '64100.00' } }));
    renderAt(routes, '/coinDetail/BTC');
    expect(fetchSymbolInfo$).toHaveBeenCalledOnce();
    expect((await screen.findAllByText('64,100.00')).length).toBeGreaterThan(0);
  });

  it('leaves a page on another coin, or a damaged script, to ask for its own', () => {
    servePage(JSON.stringify(BTC_INFO));
    requestSymbolInfoEarly('BTC');
    expect(firstRender('/coinDetail/ETH').startsWith('<div class="state state--loading"')).toBe(true);
    servePage('{not json');
    requestSymbolInfoEarly('BTC');
    expect(firstRender('/coinDetail/BTC').startsWith('<div class="state state--loading"')).toBe(true);
  });
});
