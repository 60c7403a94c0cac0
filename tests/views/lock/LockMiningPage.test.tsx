// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NEVER, of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken } from '../../../src/api/storage';
import LockMiningPage from '../../../src/views/lock/LockMiningPage';
import { lockProduct } from '../../helpers/lock-fixtures';
import { renderAt, setupI18n } from '../components/render';
import { fetchLockProducts$, resetLockApi } from './helpers/lock-api-double';

vi.mock('../../../src/api/lock', () => import('./helpers/lock-api-double'));

const open = () =>
  renderAt(
    [
      { path: '/lockMining', Component: LockMiningPage },
      { path: '/confirmLock/:id', Component: () => <p>confirm page</p> },
    ],
    '/lockMining',
  );

describe('/lockMining', () => {
  beforeAll(setupI18n);
  beforeEach(resetLockApi);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows each product to a signed-out visitor: cycle, daily rate, limits and the quota left as a bar', async () => {
    fetchLockProducts$.mockReturnValue(
      of([lockProduct(), lockProduct({ id: 'usdt-30d', cycleDays: 30, dailyRate: '0.0050', quotaLeft: '250000.00' })]),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Storage plan products' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/confirmLock/usdt-7d', '/confirmLock/usdt-30d']);
    expect(cards[0]!.textContent).toContain('7 days');
    expect(cards[0]!.textContent).toContain('0.30%');
    expect(cards[0]!.textContent).toContain('50.00 – 50,000.00 USDT');
    expect(cards[1]!.textContent).toContain('250,000.00 of 1,000,000.00 USDT');
    const bars = within(list).getAllByRole('progressbar', { name: 'Quota left' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '25']);
  });

  it('a card opens its confirm page', async () => {
    open();
    fireEvent.click(await screen.findByRole('link', { name: /7 days/ }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
  });

  it('a product whose quota left is below its single minimum is sold out and opens nothing', async () => {
    fetchLockProducts$.mockReturnValue(of([lockProduct({ quotaLeft: '49.99' })]));
    open();
    const list = await screen.findByRole('list', { name: 'Storage plan products' });
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).getByText('Sold out')).toBeTruthy();
  });

  it('loading, empty and error states; retry asks again', async () => {
    fetchLockProducts$.mockReturnValue(NEVER);
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();

    fetchLockProducts$.mockReturnValue(of([]));
    open();
    expect((await screen.findByRole('status')).textContent).toBe('No storage plan product is open right now');
    cleanup();

    fetchLockProducts$.mockReturnValue(throwError(() => new ApiError('http', 500, 500, 'boom')));
    open();
    await screen.findByRole('alert');
    fetchLockProducts$.mockReturnValue(of([lockProduct()]));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /7 days/ })).toBeTruthy();
    expect(fetchLockProducts$).toHaveBeenCalledTimes(4);
  });
});
