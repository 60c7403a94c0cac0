// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import FundPasswordPage from '../../../../src/views/mine/fund/FundPasswordPage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from '../../wallet/withdraw/withdraw-doubles';

vi.mock('../../../../src/api/wallet', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/account', () => import('../../wallet/withdraw/withdraw-doubles'));

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

let toasts: ReturnType<typeof recordToasts>;
async function open(hasFundPassword: boolean) {
  doubles.resetDoubles({ hasFundPassword });
  setToken('token-1');
  toasts = recordToasts();
  renderAt([{ path: '/mine/fund', Component: FundPasswordPage }], '/mine/fund');
  await screen.findByRole('form', { name: 'Fund password' });
}

describe('FundPasswordPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
    vi.useRealTimers();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetDoubles();
    renderAt([{ path: '/mine/fund', Component: FundPasswordPage }], '/mine/fund');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2Ffund');
  });

  it('shows each rule’s message at its field and sends nothing', async () => {
    await open(false);
    expect(screen.getByText('Withdrawals ask for a fund password: set one here.')).toBeTruthy();
    const cases: [Record<string, string>, string][] = [
      [{}, 'Please enter the fund password'],
      [{ 'New fund password': 'abc12' }, 'The fund password must be 6–20 letters and digits'],
      [{ 'New fund password': 'abc123' }, 'Please confirm the fund password'],
      [{ 'Confirm fund password': 'abc124' }, 'The passwords do not match'],
      [{ 'Confirm fund password': 'abc123' }, 'Please enter the verification code'],
      [{ 'Verification code': '12345' }, 'The verification code must be 6 digits'],
    ];
    for (const [values, message] of cases) {
      for (const [name, value] of Object.entries(values)) type(name, value);
      press('Save fund password');
      expect(screen.queryByRole('alert')?.textContent, message).toBe(message);
    }
    expect(doubles.setFundPassword$).not.toHaveBeenCalled();
  });

  it('sends the code, counts down until a resend, then sets the password with the success toast', async () => {
    await open(true);
    expect(screen.getByText('Your fund password is set. Enter a new one to change it.')).toBeTruthy();
    const now = Date.now();
    doubles.sendFundPasswordCode$.mockImplementation(() => of({ expiresAt: now + 600_000, resendAfter: now + 60_000 }));
    doubles.setFundPassword$.mockImplementation(() => of(null));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now });
    press('Send code');
    act(() => void vi.advanceTimersByTime(0));
    expect(doubles.sendFundPasswordCode$).toHaveBeenCalledTimes(1);
    const resend = screen.getByTestId('send-code') as HTMLButtonElement;
    expect(resend.textContent).toBe('Resend in 60 s');
    expect(resend.disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(resend.textContent).toBe('Send code');
    type('New fund password', 'abc123');
    type('Confirm fund password', 'abc123');
    type('Verification code', '123456');
    press('Save fund password');
    expect(doubles.setFundPassword$).toHaveBeenCalledWith({ password: 'abc123', confirmPassword: 'abc123', code: '123456' });
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([
      ['success', 'Verification code sent'],
      ['success', 'Fund password set'],
    ]);
  });
});
