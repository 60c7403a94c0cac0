// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../src/api/storage';
import { alertText, input, openAt, submit, type } from './helpers/auth-page';
import { signedIn } from './helpers/fake-server';
import { useAuthHarness } from './helpers/harness';

const sendCodeButton = () => screen.getByTestId('send-code') as HTMLButtonElement;
const complete = { email: 'a@b.co', password: 'abc123', repeatPassword: 'abc123', code: '123456' };
const accept = () => fireEvent.click(input('agreement'));

describe('RegisterPage', () => {
  const harness = useAuthHarness();

  it('shows each rule of the form in turn and sends nothing until all hold', () => {
    openAt('/register');
    const steps: [Record<string, string>, string][] = [
      [{}, 'E-mail cannot be empty'],
      [{ email: 'a@b.co', password: 'abcdef' }, 'The password must be 6-20 characters and contain both letters and digits'],
      [{ password: 'abc123', repeatPassword: 'abc124' }, 'The passwords do not match'],
      [{ repeatPassword: 'abc123' }, 'Please enter the verification code'],
      [{ code: '123456' }, 'Please read and accept the User Agreement'],
    ];
    for (const [values, message] of steps) {
      type(values);
      submit();
      expect(alertText()).toBe(message);
    }
    expect(input('agreement').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('mode-phone'));
    fireEvent.click(sendCodeButton());
    expect(alertText()).toBe('Phone number cannot be empty');
    expect(harness.server().sent).toEqual([]);
  });

  it('sends a code, says so, and counts down before a resend is allowed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    harness.server().succeed('common/send/sms', { expiresAt: Date.now() + 600_000, resendAfter: Date.now() + 60_000 });
    openAt('/register');
    fireEvent.click(screen.getByTestId('mode-phone'));
    type({ areaCode: '44', phone: '7700 900123' });
    fireEvent.click(sendCodeButton());
    await vi.waitFor(() => expect(sendCodeButton().textContent).toBe('Resend in 60 s'));
    expect(sendCodeButton().disabled).toBe(true);
    expect(harness.server().sent).toEqual([
      { path: 'common/send/sms', body: { countryCode: '44', phone: '7700900123', purpose: 'register' } },
    ]);
    expect(harness.toasts().list.map((t) => [t.kind, t.text])).toEqual([['success', 'Verification code sent by SMS']]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(sendCodeButton().textContent).toBe('Resend in 30 s');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(sendCodeButton().textContent).toBe('Send code');
    expect(sendCodeButton().disabled).toBe(false);
  });

  it('frees the send button again when the server refuses to send', async () => {
    harness.server().fail('common/send/email', 'This account is already registered', 409);
    openAt('/register');
    type({ email: 'a@b.co' });
    fireEvent.click(sendCodeButton());
    await vi.waitFor(() => expect(harness.toasts().list.map((t) => t.text)).toEqual(['This account is already registered']));
    expect(sendCodeButton().textContent).toBe('Send code');
    expect(sendCodeButton().disabled).toBe(false);
  });

  it('prefills the invite code of an invite link and registers, signing the user in', async () => {
    harness.server().succeed('user/register', signedIn('tok-new'));
    const { router } = openAt('/register?code=INV42');
    expect(input('inviteCode').value).toBe('INV42');
    type(complete);
    accept();
    submit();
    await screen.findByText('home page');
    expect(harness.server().sent).toEqual([
      {
        path: 'user/register',
        body: {
          kind: 'email',
          email: 'a@b.co',
          password: 'abc123',
          repeatPassword: 'abc123',
          code: '123456',
          inviteCode: 'INV42',
          agreement: true,
        },
      },
    ]);
    expect(harness.toasts().list.map((t) => [t.kind, t.text])).toEqual([['success', 'Registration successful']]);
    expect(getToken()).toBe('tok-new');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('goes to the page the user was heading for after registering', async () => {
    harness.server().succeed('user/register', signedIn('tok-new'));
    openAt('/register?redirect=%2Fmine%2Fidentity');
    type(complete);
    accept();
    submit();
    await screen.findByText('identity page');
  });

  it('sends a user who is already signed in to the redirect target, or home without one', async () => {
    setToken('tok-already');
    const { router } = openAt('/register?redirect=%2Fmine%2Fidentity');
    await screen.findByText('identity page');
    expect(router.state.historyAction).toBe('REPLACE');
    openAt('/register');
    await screen.findByText('home page');
    expect(harness.server().sent).toEqual([]);
  });

  it('sends the user to sign in when the server answers without a session', async () => {
    const { token: _none, ...withoutToken } = signedIn('unused');
    harness.server().succeed('user/register', withoutToken);
    const { router } = openAt('/register?redirect=%2Ftransfer');
    type(complete);
    accept();
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Ftransfer');
  });
});
