// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import SecurityPage from '../../../../src/views/mine/security/SecurityPage';
import { renderAt, setupI18n } from '../../components/render';
import * as doubles from './security-doubles';

vi.mock('../../../../src/streams', () => import('./security-doubles'));
vi.mock('../../../../src/api/account', () => import('./security-doubles'));
vi.mock('../../../../src/api/security', () => import('./security-doubles'));

const open = () => renderAt([{ path: '/mine/security', Component: SecurityPage }], '/mine/security');

describe('SecurityPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetDoubles();
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2Fsecurity');
  });

  it('shows what is bound (masked) with links, and the logins with device, address and state', async () => {
    doubles.resetDoubles({ ...doubles.USER, phone: null, countryCode: null });
    setToken('token-1');
    open();
    const email = await screen.findByTestId('binding-email');
    expect([email.getAttribute('href'), email.textContent]).toEqual(['/mine/email', 'E-mailal***@example.com']);
    expect(screen.getByTestId('binding-phone').textContent).toBe('Phone numberNot bound');
    expect(screen.getByTestId('binding-password').getAttribute('href')).toBe('/mine/password');
    expect(screen.getByTestId('binding-fund').getAttribute('href')).toBe('/mine/fund');
    const rows = within(await screen.findByTestId('login-history')).getAllByRole('listitem');
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts.map((text) => ['Chrome · Android', 'Unknown device', 'Safari · iOS'].find((device) => text.startsWith(device)))).toEqual([
      'Chrome · Android',
      'Unknown device',
      'Safari · iOS',
    ]);
    expect(rows.map((row) => row.textContent?.includes('203.0.113.7'))).toEqual([true, false, false]);
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[1]?.textContent).toContain('Signed in');
    expect(rows[2]?.textContent).toContain('Signed out');
  });

  it('signs out the other devices only after the security verification', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    open();
    expect((await screen.findByTestId('other-sessions')).textContent).toBe('Other devices signed in: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const form = screen.getByRole('form', { name: 'Account security verification' });
    fireEvent.click(within(form).getByLabelText('+1 202****0123'));
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter the verification code');
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(doubles.sendSecurityCode$).toHaveBeenCalledWith('phone');
    fireEvent.change(within(form).getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(doubles.verifySecurity$).toHaveBeenCalledWith('phone', '123456');
    expect(doubles.endOtherSessions$).toHaveBeenCalledWith('verify-token-1');
    expect(doubles.fetchSecurityOverview$).toHaveBeenCalledTimes(2);
  });

  it('offers no sign-out of other devices while none is signed in', async () => {
    doubles.resetDoubles();
    doubles.fetchSecurityOverview$.mockImplementation(() => of({ ...doubles.OVERVIEW, otherSessions: 0 }));
    setToken('token-1');
    open();
    expect((await screen.findByTestId('other-sessions')).textContent).toBe('Other devices signed in: 0');
    expect((screen.getByRole('button', { name: 'Sign out all other devices' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the error state with a retry when the overview fails', async () => {
    doubles.resetDoubles();
    doubles.fetchSecurityOverview$.mockImplementation(() => throwError(() => new Error('offline')));
    setToken('token-1');
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
