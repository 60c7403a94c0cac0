// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MarketPage from '../../../src/views/market/MarketPage';
import { answers } from '../components/api-double';
import { CATALOGUE } from '../components/fixtures';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));

const openMarket = (path = '/market') => renderAt([{ path: '/market', Component: MarketPage }], path);
const rowBases = () => screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
const defaultMarketList = answers.marketList;

describe('MarketPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => localStorage.clear());
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

  it('lists crypto under Futures and crypto plus commodities under Cycle', async () => {
    openMarket('/market?tab=futures');
    await screen.findByRole('list');
    expect(rowBases()).toEqual(['BTC', 'ETH', 'SOL']);
    fireEvent.click(screen.getByRole('tab', { name: 'Cycle' }));
    expect(rowBases()).toEqual(['BTC', 'ETH', 'SOL', 'XAU']);
  });

  it('sorts by latest price: ascending, descending, then back to the catalogue order', async () => {
    openMarket('/market?tab=cycle');
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
