// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CoinSearchPage from '../../../src/views/search/CoinSearchPage';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));

const open = () => renderAt([{ path: '/coinSearch', Component: CoinSearchPage }], '/coinSearch');
const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

describe('CoinSearchPage', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('lists every coin before anything is typed', async () => {
    open();
    await screen.findByText('All coins');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('filters as the user types and opens /coinDetail/{coinType}', async () => {
    open();
    await screen.findByText('All coins');
    type('et');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/coinDetail/ETH');
    expect(screen.getByText('Results (1)')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    open();
    await screen.findByText('All coins');
    type('zzz');
    expect(await screen.findByText('No coins match “zzz”')).toBeTruthy();
  });
});
