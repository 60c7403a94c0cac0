// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import PasswordPage from '../../../../src/views/mine/security/PasswordPage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './security-doubles';

vi.mock('../../../../src/api/security', () => import('./security-doubles'));

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const open = () => renderAt([{ path: '/mine/password', Component: PasswordPage }], '/mine/password');

describe('PasswordPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetDoubles();
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2Fpassword');
  });

  it('shows each rule at its field, in the order of the form, and sends nothing', () => {
    doubles.resetDoubles();
    setToken('token-1');
    open();
    const cases: [Record<string, string>, string][] = [
      [{}, 'Please enter your current password'],
      [{ 'Current password': 'secret123' }, 'Please enter your password'],
      [{ 'New password': 'abc' }, 'The password must be 6-20 characters and contain both letters and digits'],
      [{ 'New password': 'abcdefgh' }, 'The password must be 6-20 characters and contain both letters and digits'],
      [{ 'New password': 'abc12345' }, 'Please confirm the new password'],
      [{ 'Confirm new password': 'abc12346' }, 'The passwords do not match'],
    ];
    for (const [values, message] of cases) {
      for (const [name, value] of Object.entries(values)) type(name, value);
      submit();
      expect(screen.queryByRole('alert')?.textContent, message).toBe(message);
    }
    expect(doubles.changePassword$).not.toHaveBeenCalled();
  });

  it('changes the password, says the other devices are signed out, and clears the form', () => {
    doubles.resetDoubles();
    setToken('token-1');
    const toasts = recordToasts();
    open();
    type('Current password', 'secret123');
    type('New password', 'abc12345');
    type('Confirm new password', 'abc12345');
    submit();
    expect(doubles.changePassword$).toHaveBeenCalledWith({
      oldPassword: 'secret123',
      newPassword: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(toasts.list.map((t) => t.text)).toEqual(['Password changed; your other devices are signed out']);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    toasts.stop();
  });
});
