// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import PhonePage from '../../../../src/views/mine/security/PhonePage';
import EditEmailPage from '../../../../src/views/mine/security/EditEmailPage';
import { renderAt, setupI18n } from '../../components/render';
import * as doubles from './security-doubles';

vi.mock('../../../../src/streams', () => import('./security-doubles'));
vi.mock('../../../../src/api/account', () => import('./security-doubles'));
vi.mock('../../../../src/api/security', () => import('./security-doubles'));

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('binding and changing the phone and e-mail', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('binds a first phone: the empty fields say so, the code goes to the new number, no verification is asked', async () => {
    doubles.resetDoubles({ ...doubles.USER, phone: null, countryCode: null });
    setToken('token-1');
    renderAt([{ path: '/mine/phone', Component: PhonePage }], '/mine/phone');
    await screen.findByRole('form', { name: 'Phone number' });
    press('Send code');
    expect(screen.getByRole('alert').textContent).toBe('Phone number cannot be empty');
    type('New phone number', '202 555 0188');
    press('Send code');
    expect(doubles.sendBindCode$).toHaveBeenCalledWith({ kind: 'phone', countryCode: '1', phone: '2025550188' });
    press('Bind');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the verification code');
    type('Verification code', '654321');
    press('Bind');
    expect(doubles.bindPhone$).toHaveBeenCalledWith({ countryCode: '1', phone: '2025550188', code: '654321' });
    expect(doubles.sendSecurityCode$).not.toHaveBeenCalled();
  });

  it('changes a bound phone only after a code to the old one, and sends the verification token', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    renderAt([{ path: '/mine/phone', Component: PhonePage }], '/mine/phone');
    expect((await screen.findByTestId('bound-phone')).textContent).toBe('+1 202****0123');
    press('Change phone number');
    const verify = screen.getByRole('form', { name: 'Account security verification' });
    expect(
      within(verify)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['phone']);
    press('Send code');
    expect(doubles.sendSecurityCode$).toHaveBeenCalledWith('phone');
    type('Verification code', '111222');
    press('Verify');
    await screen.findByRole('form', { name: 'Phone number' });
    type('New phone number', '2025550199');
    type('Verification code', '333444');
    press('Bind');
    expect(doubles.bindPhone$).toHaveBeenCalledWith({
      countryCode: '1',
      phone: '2025550199',
      code: '333444',
      verifyToken: 'verify-token-1',
    });
  });

  it('changes the e-mail after a code to the old e-mail', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    const { router } = renderAt(
      [
        { path: '/mine/editEmail', Component: EditEmailPage },
        { path: '/mine/email', element: null },
      ],
      '/mine/editEmail',
    );
    await screen.findByRole('form', { name: 'Account security verification' });
    expect(screen.getByLabelText('al***@example.com')).toBeTruthy();
    type('Verification code', '111222');
    press('Verify');
    expect(doubles.verifySecurity$).toHaveBeenCalledWith('email', '111222');
    type('New e-mail', 'not-an-email');
    press('Bind');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address');
    type('New e-mail', 'new@example.com');
    type('Verification code', '333444');
    press('Bind');
    expect(doubles.bindEmail$).toHaveBeenCalledWith({ email: 'new@example.com', code: '333444', verifyToken: 'verify-token-1' });
    expect(router.state.location.pathname).toBe('/mine/email');
  });
});
