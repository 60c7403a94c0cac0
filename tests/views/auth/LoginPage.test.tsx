// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../src/api/storage';
import { alertText, input, openAt, submit, type } from './helpers/auth-page';
import { signedIn } from './helpers/fake-server';
import { useAuthHarness } from './helpers/harness';

describe('LoginPage', () => {
  const harness = useAuthHarness();

  it('refuses an empty account or password and sends nothing', () => {
    openAt('/login');
    submit();
    expect(alertText()).toBe('E-mail cannot be empty');
    expect(document.activeElement).toBe(input('email'));
    type({ email: 'a@b.co' });
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    expect(alertText()).toBe('Please enter your password');
    fireEvent.click(screen.getByTestId('mode-phone'));
    submit();
    expect(alertText()).toBe('Phone number cannot be empty');
    expect(harness.server().sent).toEqual([]);
  });

  it('signs in by e-mail, stores the token and returns to the page the guard came from', async () => {
    harness.server().succeed('user/login', signedIn('tok-1'));
    const { router } = openAt('/login?redirect=%2Fmine%2Fidentity%3Ftab%3D2');
    type({ email: ' a@b.co ', password: 'abc123' });
    submit();
    await screen.findByText('identity page');
    expect(harness.server().sent).toEqual([{ path: 'user/login', body: { account: 'a@b.co', password: 'abc123' } }]);
    expect(getToken()).toBe('tok-1');
    expect(router.state.location.pathname + router.state.location.search).toBe('/mine/identity?tab=2');
  });

  it('signs in by phone with the default country code 1, and ignores a redirect off the site', async () => {
    harness.server().succeed('user/login', signedIn('tok-2'));
    openAt('/login?redirect=%2F%2Fevil.example');
    fireEvent.click(screen.getByTestId('mode-phone'));
    expect(screen.getByTestId('mode-phone').getAttribute('aria-pressed')).toBe('true');
    expect(input('areaCode').value).toBe('1');
    type({ phone: '5551234', password: 'abc123' });
    submit();
    await screen.findByText('home page');
    expect(harness.server().sent[0]!.body).toEqual({ account: '5551234', countryCode: '1', password: 'abc123' });
  });

  it('stays on the form after a refused login, whose message the api layer toasts once', async () => {
    harness.server().fail('user/login', 'Incorrect account or password');
    openAt('/login');
    type({ email: 'a@b.co', password: 'wrong1' });
    submit();
    await waitFor(() => expect((screen.getByTestId('submit') as HTMLButtonElement).disabled).toBe(false));
    expect(harness.toasts().list.map((t) => [t.kind, t.text])).toEqual([['error', 'Incorrect account or password']]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToken()).toBeNull();
    expect(input('password').value).toBe('wrong1');
  });

  it('sends a user who is already signed in on to the redirect target, never to a page off the site', async () => {
    setToken('tok-already');
    const { router } = openAt('/login?redirect=%2Fmine%2Fidentity%3Ftab%3D2');
    await screen.findByText('identity page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/mine/identity?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    openAt('/login?redirect=https%3A%2F%2Fevil.example');
    expect(await screen.findAllByText('home page')).toHaveLength(1);
    expect(harness.server().sent).toEqual([]);
  });

  it('links to register and reset, keeping where the user was going', () => {
    openAt('/login?redirect=%2Ftransfer');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?redirect=%2Ftransfer');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/retrieve?redirect=%2Ftransfer');
  });
});
