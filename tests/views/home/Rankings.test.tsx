// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rankings } from '../../../src/views/home/Rankings';
import { ticker } from '../components/fixtures';
import { setupI18n } from '../components/render';
import { tickerFeed } from '../components/streams-double';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));

const ranked = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

describe('Rankings', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    tickerFeed.next(new Map());
    render(
      <MemoryRouter>
        <Rankings />
      </MemoryRouter>,
    );
  });
  afterEach(cleanup);

  it('ranks by 24 h turnover first, then gainers and losers on their tabs', async () => {
    await screen.findByRole('list', { name: 'Volume' });
    expect(ranked()).toEqual(['BTC', 'ETH', 'SOL', 'XAU']);
    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
    expect(ranked()).toEqual(['SOL', 'BTC']);
    fireEvent.click(screen.getByRole('tab', { name: 'Losers' }));
    expect(ranked()).toEqual(['ETH', 'XAU']);
  });

  it('says so when no coin is down, and when no coin is up', async () => {
    const allUp = new Map(['BTC', 'ETH', 'SOL', 'XAU'].map((base) => [`${base}USDT`, ticker(`${base}USDT`, '100.00', '1.00')]));
    act(() => tickerFeed.next(allUp));
    fireEvent.click(await screen.findByRole('tab', { name: 'Losers' }));
    expect(screen.getByRole('status').textContent).toBe('No coin is down right now');
    expect(screen.queryByRole('list')).toBeNull();
    const allDown = new Map([...allUp.keys()].map((symbol) => [symbol, ticker(symbol, '100.00', '-1.00')]));
    act(() => tickerFeed.next(allDown));
    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
    expect(screen.getByRole('status').textContent).toBe('No coin is up right now');
  });

  it('re-ranks live as tickers arrive', async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Gainers' }));
    act(() => tickerFeed.next(new Map([['ETHUSDT', ticker('ETHUSDT', '3700.00', '8.80', '500000000')]])));
    expect(ranked()).toEqual(['ETH', 'SOL', 'BTC']);
    expect(screen.getByText('+8.80%')).toBeTruthy();
  });
});
