// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MarketPage from '../../../src/views/market/MarketPage';
import { fetchPerpetualList$, resetContractApi } from '../../helpers/contract-api-double';
import { markTick } from '../../helpers/futures-fixtures';
import { answers } from '../components/api-double';
import { CATALOGUE } from '../components/fixtures';
import { renderAt, setupI18n } from '../components/render';
import { marksFeed, tickerFeed } from '../components/streams-double';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const openMarket = (path = '/market') => renderAt([{ path: '/market', Component: MarketPage }], path);
const rowBases = () => screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
const defaultMarketList = answers.marketList;

describe('MarketPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    localStorage.clear();
    resetContractApi();
    marksFeed.next(new Map());
    tickerFeed.next(new Map());
  });
  afterEach(() => {
    cleanup();
    answers.marketList = defaultMarketList;
  });

  it('stars a coin into COLLECTED_LIST and lists it under Favourites', async () => {
    openMarket();
    fireEvent.click(await screen.findByRole('button', { name: 'Add BTC/USDT to favourites' }));
    expect(JSON.parse(localStorage.getItem('COLLECTED_LIST') ?? '[]')).toEqual(['BTCUSDT']);
    expect(screen.getByRole('button', { name: 'Remove BTC/USDT from favourites' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(rowBases()).toEqual(['BTC']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove BTC/USDT from favourites' }));
    expect(localStorage.getItem('COLLECTED_LIST')).toBe('[]');
    expect(screen.getByText(/No favourites yet/)).toBeTruthy();
  });

  it('shows favourites saved before the page opened', async () => {
    localStorage.setItem('COLLECTED_LIST', JSON.stringify(['XAUUSDT', 'ETHUSDT']));
    openMarket('/market?tab=favourites');
    await screen.findByRole('list');
    expect(rowBases()).toEqual(['ETH', 'XAU']);
  });

  it('stars a perpetual on Futures into COLLECTED_LIST and lists it under Favourites, marked and opening the futures view', async () => {
    openMarket('/market?tab=futures');
    fireEvent.click(await screen.findByRole('button', { name: 'Add BTC/USDT Perpetual to favourites' }));
    expect(JSON.parse(localStorage.getItem('COLLECTED_LIST') ?? '[]')).toEqual(['BTCUSDT-PERP']);
    expect(screen.getByRole('button', { name: 'Remove BTC/USDT Perpetual from favourites' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await screen.findByRole('list');
    expect(rowBases()).toEqual(['BTC']);
    const btc = within(screen.getByRole('listitem'));
    expect(btc.getByText('Perpetual')).toBeTruthy();
    expect(btc.getByRole('link').getAttribute('href')).toBe('/trade?symbol=BTCUSDT-PERP');

    fireEvent.click(screen.getByRole('button', { name: 'Remove BTC/USDT Perpetual from favourites' }));
    expect(localStorage.getItem('COLLECTED_LIST')).toBe('[]');
    expect(screen.getByText(/No favourites yet/)).toBeTruthy();
  });

  it('lists favourite pairs, then favourite perpetuals; contract/market/list is asked only when a perpetual is starred', async () => {
    localStorage.setItem('COLLECTED_LIST', JSON.stringify(['ETHUSDT']));
    openMarket('/market?tab=favourites');
    await screen.findByRole('list');
    expect(fetchPerpetualList$).not.toHaveBeenCalled();
    cleanup();

    localStorage.setItem('COLLECTED_LIST', JSON.stringify(['ETHUSDT-PERP', 'ETHUSDT']));
    openMarket('/market?tab=favourites');
    await screen.findByText('Perpetual');
    expect(rowBases()).toEqual(['ETH', 'ETH']);
    const [pair, perp] = screen.getAllByRole('listitem').map((row) => within(row).getByRole('link').getAttribute('href'));
    expect([pair, perp]).toEqual(['/coinDetail/ETH', '/trade?symbol=ETHUSDT-PERP']);
  });

  it('lists the crypto pairs under Spot', async () => {
    openMarket('/market?tab=spot');
    await screen.findByRole('list');
    expect(rowBases()).toEqual(['BTC', 'ETH', 'SOL']);
  });

  it('lists the perpetuals under Futures, marked as such, with mark price, 24 h change and funding rate', async () => {
    openMarket('/market?tab=futures');
    await screen.findByRole('list');
    expect(rowBases()).toEqual(['BTC', 'ETH']);
    const btc = within(screen.getAllByRole('listitem')[0]!);
    expect(btc.getByText('Perpetual')).toBeTruthy();
    expect(btc.getByText('64,000.00')).toBeTruthy();
    expect(btc.getByText('+1.25%')).toBeTruthy();
    expect(btc.getByText('Funding +0.0100%')).toBeTruthy();
    expect(btc.getByRole('link').getAttribute('href')).toBe('/trade?symbol=BTCUSDT-PERP');
    expect(screen.getByRole('button', { name: /^Sort by Mark price/ })).toBeTruthy();
    expect(screen.getByText('Funding rate')).toBeTruthy();
  });

  it('moves the Futures rows with the marks and tickers channels', async () => {
    openMarket('/market?tab=futures');
    await screen.findByRole('list');
    act(() => {
      marksFeed.next(new Map([['BTCUSDT-PERP', { ...markTick('65123.40', 2), fundingRate: '-0.00025' }]]));
      tickerFeed.next(new Map([['BTCUSDT-PERP', { ...CATALOGUE[0]!.ticker, symbol: 'BTCUSDT-PERP', change24h: '-2.5' }]]));
    });
    const btc = within(screen.getAllByRole('listitem')[0]!);
    expect(btc.getByText('65,123.40')).toBeTruthy();
    expect(btc.getByText('-2.50%')).toBeTruthy();
    expect(btc.getByText('Funding -0.0250%')).toBeTruthy();
  });

  it('sorts the perpetuals by mark price and refreshes contract/market/list on demand', async () => {
    openMarket('/market?tab=futures');
    await screen.findByRole('list');
    fireEvent.click(screen.getByRole('button', { name: /^Sort by Mark price/ }));
    expect(rowBases()).toEqual(['ETH', 'BTC']);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetchPerpetualList$).toHaveBeenCalledTimes(2);
  });

  it('says so when no perpetual is listed', async () => {
    fetchPerpetualList$.mockImplementation(() => of([]));
    openMarket('/market?tab=futures');
    expect(await screen.findByText('No perpetuals to show')).toBeTruthy();
  });

  it('sorts by latest price: ascending, descending, then back to the catalogue order', async () => {
    localStorage.setItem('COLLECTED_LIST', JSON.stringify(CATALOGUE.map((s) => s.symbol)));
    openMarket('/market?tab=favourites');
    await screen.findByRole('list');
    const priceHeader = () => screen.getByRole('button', { name: /^Sort by Last price/ });
    fireEvent.click(priceHeader());
    expect(rowBases()).toEqual(['SOL', 'XAU', 'ETH', 'BTC']);
    expect(priceHeader().getAttribute('aria-label')).toBe('Sort by Last price, now ascending');
    fireEvent.click(priceHeader());
    expect(rowBases()).toEqual(['BTC', 'ETH', 'XAU', 'SOL']);
    fireEvent.click(priceHeader());
    expect(rowBases()).toEqual(CATALOGUE.map((s) => s.base));
  });

  it('links each row to its coin detail page', async () => {
    openMarket();
    const btc = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(btc).getByRole('link').getAttribute('href')).toBe('/coinDetail/BTC');
  });

  it('offers a retry when market/list fails, and the refresh control fetches again', async () => {
    let calls = 0;
    answers.marketList = () => (++calls === 1 ? throwError(() => new Error('down')) : defaultMarketList());
    openMarket();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('list');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(calls).toBe(3);
  });
});
