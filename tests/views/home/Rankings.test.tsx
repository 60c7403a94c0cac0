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
    expect(ranked()).toEqual(['SOL', 'BTC', 'XAU', 'ETH']);
    fireEvent.click(screen.getByRole('tab', { name: 'Losers' }));
    expect(ranked()).toEqual(['ETH', 'XAU', 'BTC', 'SOL']);
  });

  it('re-ranks live as tickers arrive', async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Gainers' }));
    act(() => tickerFeed.next(new Map([['ETHUSDT', ticker('ETHUSDT', '3700.00', '8.80', '500000000')]])));
    expect(ranked()).toEqual(['ETH', 'SOL', 'BTC', 'XAU']);
    expect(screen.getByText('+8.80%')).toBeTruthy();
  });
});
