// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import MarketPage from '../../../src/views/market/MarketPage';
import { fetchCycleRules$, resetCycleApi } from '../../helpers/cycle-api-double';
import { CATALOGUE, ticker } from '../components/fixtures';
import { renderAt, setupI18n } from '../components/render';
import { tickerFeed } from '../components/streams-double';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));
vi.mock('../../../src/api/cycle', () => import('../../helpers/cycle-api-double'));

const openCycleTab = () => renderAt([{ path: '/market', Component: MarketPage }], '/market?tab=cycle');
const basesIn = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

describe("the market's Cycle tab", () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetCycleApi();
    tickerFeed.next(new Map(CATALOGUE.map((s) => [s.symbol, s.ticker])));
  });
  afterEach(cleanup);

  // first: cycle/rules is kept once answered (once per app life), a failure is not
  it('offers a retry when cycle/rules fails, and asks again', async () => {
    fetchCycleRules$.mockImplementationOnce(() => throwError(() => new Error('down')));
    openCycleTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Crypto' });
    expect(fetchCycleRules$).toHaveBeenCalledTimes(2);
  });

  it('lists the cycle symbols of both categories under their headers, from cycle/rules', async () => {
    openCycleTab();
    await screen.findByRole('region', { name: 'Commodities' });
    expect(basesIn('Crypto')).toEqual(['BTC', 'ETH']);
    expect(basesIn('Commodities')).toEqual(['XAU', 'XAG', 'WTI']);
    expect(screen.getByText('Index price')).toBeTruthy();
  });

  it('shows the index (the pair’s last price) and 24 h change from the tickers channel, "--" until known, and follows it live', async () => {
    openCycleTab();
    const gold = within((await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('XAU'))!);
    expect(gold.getByText('2,350.00')).toBeTruthy();
    expect(gold.getByText('-0.40%')).toBeTruthy();
    const silver = within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes('XAG'))!);
    expect(silver.getAllByText('--')).toHaveLength(2);
    act(() => tickerFeed.next(new Map([['XAGUSDT', ticker('XAGUSDT', '29.15', '1.20')]])));
    expect(silver.getByText('29.15')).toBeTruthy();
    expect(silver.getByText('+1.20%')).toBeTruthy();
  });

  it('opens /cycle on the row’s symbol', async () => {
    openCycleTab();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/cycle?symbol=BTCUSDT',
      '/cycle?symbol=ETHUSDT',
      '/cycle?symbol=XAUUSDT',
      '/cycle?symbol=XAGUSDT',
      '/cycle?symbol=WTIUSDT',
    ]);
  });
});
