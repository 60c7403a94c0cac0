// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import { KnownRoutes } from '../../../../src/views/components/knownRoutes';
import MinePage from '../../../../src/views/mine/MinePage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from '../mine-doubles';

vi.mock('../../../../src/streams', () => import('../mine-doubles'));
vi.mock('../../../../src/api/account', () => import('../mine-doubles'));
vi.mock('../../../../src/api/identity', () => import('../mine-doubles'));
vi.mock('../../../../src/api/common', () => import('../mine-doubles'));

/** /mine with the route table holding `known` (the app shell provides it from routes.tsx). */
function open(known: string[] = ['/mine', '/mine/identity']) {
  const page = () => createElement(KnownRoutes.Provider, { value: new Set(known) }, createElement(MinePage));
  return renderAt([{ path: '/mine', Component: page }], '/mine');
}

describe('MinePage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows a signed-out visitor the sign-in card and only the public entries', async () => {
    doubles.resetDoubles();
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Help centreSoon', 'About usSoon', 'SettingsSoon']);
    expect(doubles.fetchUserInfo$).not.toHaveBeenCalled();
  });

  it('shows the masked account, the UID, the KYC level and the credit score', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    open();
    expect((await screen.findByTestId('mine-account')).textContent).toBe('al***@example.com');
    expect(screen.getByText('UID 1042')).toBeTruthy();
    expect(screen.getByTestId('mine-kyc').textContent).toBe('Verified · Basic');
    expect(screen.getByTestId('mine-credit').textContent).toBe('Credit score110');
    expect(screen.queryByText('al***@example.com'.replace('al***', 'alice'))).toBeNull();
  });

  it('masks a phone-only account', async () => {
    doubles.resetDoubles({ email: null });
    setToken('token-1');
    open();
    expect((await screen.findByTestId('mine-account')).textContent).toBe('138****5678');
  });

  it('says why the latest submission was rejected', async () => {
    doubles.resetDoubles(
      { kycStatus: 'rejected' },
      { level: 'basic', status: 'rejected', submissionLevel: 'advanced', rejectReason: 'The photo is blurred', next: 'advanced' },
    );
    setToken('token-1');
    open();
    expect((await screen.findByTestId('mine-kyc')).textContent).toBe('Rejected');
    await screen.findByText('Reason: The photo is blurred');
  });

  it('follows the account channel: a review seen live changes the status and the score', async () => {
    doubles.resetDoubles({ kycStatus: 'pending', creditScore: 100 });
    setToken('token-1');
    open();
    expect((await screen.findByTestId('mine-kyc')).textContent).toBe('Under review');
    act(() => doubles.accountFeed.next({ ...doubles.USER, kycStatus: 'advanced', kycLevel: 'advanced', creditScore: 120 }));
    expect(screen.getByTestId('mine-kyc').textContent).toBe('Verified · Advanced');
    expect(screen.getByTestId('mine-credit').textContent).toBe('Credit score120');
    act(() => doubles.accountFeed.next(null));
  });

  it('shows the credit score’s published meaning on tap', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    open();
    const score = await screen.findByTestId('mine-credit');
    const meaning =
      'Your credit score starts at 100. It rises by 10 when your Basic identity verification is approved and by 10 more when Advanced is approved. Nothing else changes it.';
    expect(screen.getByText(meaning).hidden).toBe(true);
    fireEvent.click(score);
    expect(score.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(meaning).hidden).toBe(false);
  });

  it('links the entries whose screens exist and shows "Soon" with a toast for the others, never a dead link', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    const toasts = recordToasts();
    open(['/mine', '/mine/identity', '/mine/security', '/aboutUs']);
    await screen.findByTestId('mine-account');
    expect(screen.getByRole('link', { name: /Identity verification/ }).getAttribute('href')).toBe('/mine/identity');
    expect(screen.getByRole('link', { name: 'Security centre' }).getAttribute('href')).toBe('/mine/security');
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/aboutUs');
    const team = screen.getByRole('button', { name: /My team/ });
    expect(team.getAttribute('aria-disabled')).toBe('true');
    expect(team.textContent).toContain('Soon');
    fireEvent.click(team);
    expect(toasts.list.map((toast) => toast.text)).toEqual(['My team is coming soon']);
    toasts.stop();
  });

  it('offers simulated trading only while the demo features are on', async () => {
    doubles.resetDoubles({}, {}, true);
    setToken('token-1');
    open();
    expect((await screen.findByRole('link', { name: 'Get demo funds' })).getAttribute('href')).toBe('/property');
    cleanup();
    doubles.resetDoubles({}, {}, false);
    open();
    await screen.findByTestId('mine-account');
    expect(screen.queryByText('Simulated trading')).toBeNull();
  });

  it('shows the error state with a retry when user/info fails', async () => {
    doubles.resetDoubles();
    doubles.fetchUserInfo$.mockImplementationOnce(() => throwError(() => new Error('offline')));
    setToken('token-1');
    open();
    await screen.findByText('Request failed');
  });
});
