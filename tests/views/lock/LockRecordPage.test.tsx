// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import LockRecordPage from '../../../src/views/lock/LockRecordPage';
import { lockOrder, paid, redeemed, SUBSCRIBED_AT } from '../../helpers/lock-fixtures';
import { renderAt, setupI18n } from '../components/render';
import { fetchLockOrders$, fetchLockRedeemPreview$, redeemLock$, resetLockApi, revokeLock$ } from './helpers/lock-api-double';
import { lockFeeds, resetFeeds, resetLockFeeds } from './helpers/lock-streams-double';

vi.mock('../../../src/streams', () => import('./helpers/lock-streams-double'));
vi.mock('../../../src/api/lock', () => import('./helpers/lock-api-double'));

const PREVIEW = { id: '1', amount: '100.00', penalty: '2.00', returned: '98.00', penaltyRate: '0.0200' };
const open = () => renderAt([{ path: '/lockRecord', Component: LockRecordPage }], '/lockRecord');
const card = (id: string) => document.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!;
const cell = (id: string, label: string) => within(card(id)).getByText(label).nextSibling?.textContent;
const push = (...orders: Parameters<typeof lockFeeds.orders.next>[0][]) => act(() => orders.forEach((o) => lockFeeds.orders.next(o)));

describe('/lockRecord', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetLockApi();
    resetFeeds();
    resetLockFeeds();
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('signed out: a sign-in prompt that comes back here', () => {
    open();
    expect(screen.getByText('Log in to see your storage orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2FlockRecord');
  });

  it('an active order shows escrow, earnings, dates, rate, cycle, dividend and status, and follows each dividend live', async () => {
    setToken('token-1');
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    push([lockOrder()]);
    expect(screen.getByRole('tablist', { name: 'Storage orders' })).toBeTruthy();
    expect(cell('1', 'Escrow amount')).toBe('100.00 USDT');
    expect(cell('1', 'Cumulative earnings')).toBe('0.00 USDT');
    expect(cell('1', 'Start date')).toBe('11/25/2026');
    expect(cell('1', 'End date')).toBe('12/02/2026');
    expect(cell('1', 'Daily rate')).toBe('0.30%');
    expect(cell('1', 'Cycle')).toBe('7 days');
    expect(cell('1', 'Daily dividend')).toBe('0.30 USDT');
    expect(within(card('1')).getByText('Active')).toBeTruthy();
    expect(within(card('1')).getByText('No dividend paid yet: the first is paid on 11/26/2026')).toBeTruthy();

    push([paid(lockOrder(), 2)]);
    expect(cell('1', 'Cumulative earnings')).toBe('0.60 USDT');
    const payments = within(card('1')).getByRole('list', { name: 'Dividends paid' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Day 111/26/20260.30 USDT', 'Day 211/27/20260.30 USDT']);
  });

  it('shows REST orders until the socket delivers; the Finished tab pages lock/order/list with status finished', async () => {
    setToken('token-1');
    const finished = redeemed(paid(lockOrder({ id: '2' }), 1), Date.UTC(2026, 10, 26, 12));
    const older = { ...lockOrder({ id: '1' }), status: 'revoked' as const, finishedAt: SUBSCRIBED_AT + 1000, version: 2 };
    fetchLockOrders$.mockImplementation((req) =>
      of(
        req?.status === 'finished'
          ? { items: req.page === 2 ? [older] : [finished], page: req.page ?? 1, size: 20, total: 21 }
          : { items: [], page: 1, size: 100, total: 0 },
      ),
    );
    open();
    expect((await screen.findByRole('status')).textContent).toBe('No active storage order');
    fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(fetchLockOrders$).toHaveBeenLastCalledWith({ status: 'finished', page: 1, size: 20 });
    expect(within(card('2')).getByText('Redeemed early')).toBeTruthy();
    expect(cell('2', 'Penalty')).toBe('2.00 USDT');
    expect(within(card('2')).queryByRole('button', { name: 'Redeem early' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchLockOrders$).toHaveBeenLastCalledWith({ status: 'finished', page: 2, size: 20 });
    expect(within(card('1')).getByText('Revoked')).toBeTruthy();
    // an order finishing live asks for the newest page again
    const calls = fetchLockOrders$.mock.calls.length;
    push([finished]);
    expect(fetchLockOrders$.mock.calls.slice(calls).map(([req]) => req)).toEqual([{ status: 'finished', page: 1, size: 20 }]);
  });

  it('before interest starts an active order offers Revoke (full principal, confirmed in a sheet) instead of Redeem early', async () => {
    setToken('token-1');
    const startDate = Date.now() + 3_600_000;
    const fresh = lockOrder({ startDate, endDate: startDate + 7 * 86_400_000 });
    open();
    push([fresh]);
    expect(within(card('1')).queryByRole('button', { name: 'Redeem early' })).toBeNull();
    fireEvent.click(within(card('1')).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke order' });
    const figures = within(dialog).getByTestId('revoke-figures');
    expect(within(figures).getByText('You receive').nextSibling?.textContent).toBe('100.00 USDT');
    expect(within(dialog).getByText('Interest has not started yet: revoking returns the full principal, with no penalty.')).toBeTruthy();
    expect(revokeLock$).not.toHaveBeenCalled();
    revokeLock$.mockReturnValueOnce(throwError(() => new ApiError('http', 503, 503, 'busy')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke now' }));
    revokeLock$.mockReturnValueOnce(of({ ...fresh, status: 'revoked', finishedAt: Date.now(), version: 2 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke now' }));
    const [first, second] = revokeLock$.mock.calls.map(([req]) => req);
    expect([first?.id, second?.clientId]).toEqual(['1', first?.clientId]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a paid dividend means interest started, whatever this device’s clock says: Redeem early, no Revoke', () => {
    setToken('token-1');
    const startDate = Date.now() + 3_600_000;
    open();
    push([paid(lockOrder({ startDate, endDate: startDate + 7 * 86_400_000 }), 1)]);
    expect(within(card('1')).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(within(card('1')).getByRole('button', { name: 'Redeem early' })).toBeTruthy();
  });

  it('the Revoke button turns into Redeem early when interest starts, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      setToken('token-1');
      const startDate = Date.now() + 60_000;
      open();
      push([lockOrder({ startDate, endDate: startDate + 7 * 86_400_000 })]);
      expect(within(card('1')).getByRole('button', { name: 'Revoke' })).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(within(card('1')).queryByRole('button', { name: 'Revoke' })).toBeNull();
      expect(within(card('1')).getByRole('button', { name: 'Redeem early' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('redeeming early shows the server’s penalty in a dialog BEFORE anything is sent; Escape closes it', async () => {
    setToken('token-1');
    fetchLockRedeemPreview$.mockReturnValue(of(PREVIEW));
    open();
    push([paid(lockOrder(), 1)]);
    const redeem = within(card('1')).getByRole('button', { name: 'Redeem early' });
    redeem.focus();
    fireEvent.click(redeem);
    const dialog = screen.getByRole('dialog', { name: 'Redeem early' });
    expect(fetchLockRedeemPreview$).toHaveBeenCalledWith('1');
    const preview = within(dialog).getByTestId('redeem-preview');
    expect(within(preview).getByText('Penalty (2.00%)').nextSibling?.textContent).toBe('2.00 USDT');
    expect(within(preview).getByText('You receive').nextSibling?.textContent).toBe('98.00 USDT');
    expect(within(dialog).getByText('Dividends stop now; the 0.30 USDT already paid are kept.')).toBeTruthy();
    expect(redeemLock$).not.toHaveBeenCalled();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(redeem);
    expect(redeemLock$).not.toHaveBeenCalled();
  });

  it('confirming redeems with a client id kept across a retry, then closes the sheet', async () => {
    setToken('token-1');
    fetchLockRedeemPreview$.mockReturnValue(of(PREVIEW));
    open();
    push([lockOrder()]);
    fireEvent.click(within(card('1')).getByRole('button', { name: 'Redeem early' }));
    redeemLock$.mockReturnValueOnce(throwError(() => new ApiError('http', 503, 503, 'busy')));
    fireEvent.click(screen.getByRole('button', { name: 'Redeem now' }));
    redeemLock$.mockReturnValueOnce(of(redeemed(lockOrder(), Date.UTC(2026, 10, 26))));
    fireEvent.click(screen.getByRole('button', { name: 'Redeem now' }));
    const [first, second] = redeemLock$.mock.calls.map(([req]) => req);
    expect(first?.id).toBe('1');
    expect(second?.clientId).toBe(first?.clientId);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an order that finished meanwhile says it can no longer be redeemed', async () => {
    setToken('token-1');
    fetchLockRedeemPreview$.mockReturnValue(throwError(() => new ApiError('http', 409, 409, 'finished')));
    open();
    push([lockOrder()]);
    fireEvent.click(within(card('1')).getByRole('button', { name: 'Redeem early' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem early' });
    expect(within(dialog).getByText('This order can no longer be redeemed')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Redeem now' })).toBeNull();
  });
});
