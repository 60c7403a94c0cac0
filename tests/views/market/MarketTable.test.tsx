// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketTable } from '../../../src/views/market/MarketTable';
import { NO_SORT } from '../../../src/views/market/sort';
import { CATALOGUE, ticker } from '../components/fixtures';
import { setupI18n } from '../components/render';
import { tickerFeed } from '../components/streams-double';

vi.mock('../../../src/streams', () => import('../components/streams-double'));

// Counts renders per row: the icon renders exactly when its row renders (it is not memoized here).
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../src/views/components/CoinIcon', () => ({
  CoinIcon: ({ base }: { base: string }) => {
    renders.set(base, (renders.get(base) ?? 0) + 1);
    return null;
  },
}));

const noFavourites = new Set<string>();
const toggle = () => undefined;
const counts = () => Object.fromEntries(CATALOGUE.map((s) => [s.base, renders.get(s.base) ?? 0]));

describe('MarketTable live rows', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    renders.clear();
    tickerFeed.next(new Map());
    render(
      <MemoryRouter>
        <MarketTable summaries={CATALOGUE} sort={NO_SORT} favourites={noFavourites} onToggleFavourite={toggle} />
      </MemoryRouter>,
    );
  });
  afterEach(cleanup);

  it('re-renders only the row whose ticker changed', () => {
    expect(counts()).toEqual({ BTC: 1, ETH: 1, SOL: 1, XAU: 1 });
    act(() => tickerFeed.next(new Map([['BTCUSDT', ticker('BTCUSDT', '64100.00', '1.66', '900000000')]])));
    expect(counts()).toEqual({ BTC: 2, ETH: 1, SOL: 1, XAU: 1 });
    expect(screen.getByText('64,100.00')).toBeTruthy();

    // tickers$ carries the whole market: BTC is there again (a new object, same numbers)
    act(() =>
      tickerFeed.next(
        new Map([
          ['BTCUSDT', ticker('BTCUSDT', '64100.00', '1.66', '900000000')],
          ['ETHUSDT', ticker('ETHUSDT', '3390.00', '-2.50', '500000000')],
        ]),
      ),
    );
    expect(counts()).toEqual({ BTC: 2, ETH: 2, SOL: 1, XAU: 1 });
  });

  it('skips rows whose new ticker object shows the same numbers', () => {
    const same = CATALOGUE.map((s) => [s.symbol, { ...s.ticker, ts: s.ticker.ts + 1_000 }] as const);
    act(() => tickerFeed.next(new Map(same)));
    expect(counts()).toEqual({ BTC: 1, ETH: 1, SOL: 1, XAU: 1 });
  });

  it('flashes the price up or down by toggling a class on the price node', () => {
    act(() => tickerFeed.next(new Map([['SOLUSDT', ticker('SOLUSDT', '146.00', '5.80', '120000000')]])));
    expect(screen.getByText('146.00').className).toContain('flash-up-a');
    act(() => tickerFeed.next(new Map([['SOLUSDT', ticker('SOLUSDT', '144.00', '4.30', '120000000')]])));
    expect(screen.getByText('144.00').className).toContain('flash-down-a');
    expect(screen.getByText('144.00').className).not.toContain('flash-up');
  });
});
