// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import ConfirmLockPage from '../../../src/views/lock/ConfirmLockPage';
import { lockOrder, lockProduct, SUBSCRIBED_AT } from '../../helpers/lock-fixtures';
import { renderAt, setupI18n } from '../components/render';
import { resetApi } from '../trade/helpers/api-double';
import { balance } from '../trade/helpers/fixtures';
import { recordToasts } from '../trade/helpers/toasts';
import { fetchLockProducts$, resetLockApi, subscribeLock$ } from './helpers/lock-api-double';
import { feeds, resetFeeds, resetLockFeeds } from './helpers/lock-streams-double';

vi.mock('../../../src/streams', () => import('./helpers/lock-streams-double'));
vi.mock('../../../src/api/assets', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/lock', () => import('./helpers/lock-api-double'));

const open = (path = '/confirmLock/usdt-7d') =>
  renderAt(
    [
      { path: '/confirmLock/:id', Component: ConfirmLockPage },
      { path: '/lockRecord', Component: () => <p>records page</p> },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    path,
  );
const amountBox = () => screen.getByRole('textbox', { name: 'Escrow amount' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(amountBox(), { target: { value } });
const valueOf = (label: string) => screen.getByText(label).nextSibling?.textContent;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

describe('/confirmLock/{id}', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetLockApi();
    resetFeeds();
    resetLockFeeds();
    vi.spyOn(Date, 'now').mockReturnValue(SUBSCRIBED_AT);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  const signedIn = async (available = '1000.00') => {
    setToken('token-1');
    feeds.balances.next([balance('USDT', available)]);
    open();
    await screen.findByRole('form', { name: 'Subscribe to the storage plan' });
  };

  it('signed out: a sign-in prompt that comes back here', async () => {
    open();
    expect(screen.getByText('Log in to join the storage plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2FconfirmLock%2Fusdt-7d');
    expect(fetchLockProducts$).not.toHaveBeenCalled();
  });

  it('computes the daily dividend and the total earnings as the user types (rounded down to the cent), with the UTC dates', async () => {
    await signedIn();
    expect(valueOf('Expected daily dividend')).toBe('--');
    type('100');
    expect(valueOf('Expected daily dividend')).toBe('0.30 USDT');
    expect(valueOf('Expected total earnings')).toBe('2.10 USDT');
    type('333.33');
    expect(valueOf('Expected daily dividend')).toBe('0.99 USDT');
    expect(valueOf('Expected total earnings')).toBe('6.93 USDT');
    // subscribed 2026-11-24 10:00 UTC: interest from 2026-11-25 00:00 UTC, the end 7 days later
    expect(valueOf('Start date')).toBe('11/25/2026');
    expect(valueOf('End date')).toBe('12/02/2026');
    expect(screen.getByTestId('lock-penalty-rule').textContent).toBe(
      'Redeeming early returns the principal less a penalty of 2.00% of it; dividends already paid are kept.',
    );
    expect(screen.getByTestId('lock-available').textContent).toBe('Available: 1,000.00 USDT');
  });

  it('"All" fills the available USDT, never more than the single maximum', async () => {
    await signedIn('1234.567');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountBox().value).toBe('1234.56');
    cleanup();
    await signedIn('80000');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountBox().value).toBe('50000.00');
  });

  it.each([
    ['0', 'Lock escrow amount must be greater than zero'],
    ['', 'Enter the escrow amount'],
    ['49.99', 'The minimum escrow amount is 50.00 USDT'],
    ['50000.01', 'The maximum escrow amount is 50,000.00 USDT'],
    ['1000.01', 'Insufficient available balance'],
  ])('refuses %j with "%s" and sends nothing', async (value, message) => {
    await signedIn();
    type(value);
    confirm();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(subscribeLock$).not.toHaveBeenCalled();
  });

  it('refuses an amount above the quota left', async () => {
    fetchLockProducts$.mockReturnValue(of([lockProduct({ quotaLeft: '300.00' })]));
    await signedIn();
    type('300.01');
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Only 300.00 USDT of this product’s quota is left');
    expect(subscribeLock$).not.toHaveBeenCalled();
  });

  it('a retry after a lost answer sends the same client id; success opens the records', async () => {
    const toasts = recordToasts();
    await signedIn();
    subscribeLock$.mockReturnValueOnce(throwError(() => new ApiError('network', 0, 0, '')));
    type('100');
    confirm();
    subscribeLock$.mockReturnValueOnce(of(lockOrder()));
    confirm();
    const [first, second] = subscribeLock$.mock.calls.map(([req]) => req);
    expect(first).toMatchObject({ productId: 'usdt-7d', amount: '100' });
    expect(second?.clientId).toBe(first?.clientId);
    expect(await screen.findByText('records page')).toBeTruthy();
    expect(toasts.list.map((toast) => toast.text)).toContain('Subscribed: your USDT is now in the storage plan');
    toasts.stop();
  });

  it('an unknown product says so and leads back to the products', async () => {
    setToken('token-1');
    open('/confirmLock/usdt-999d');
    expect(await screen.findByText('This storage plan product does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/lockMining');
  });
});
