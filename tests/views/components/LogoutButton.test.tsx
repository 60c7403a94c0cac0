// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../src/api/storage';
import { LogoutButton } from '../../../src/views/components/LogoutButton';
import { renderAt } from './render';
import { useAuthHarness } from '../auth/helpers/harness';

const openAssets = () =>
  renderAt(
    [
      { path: '/property', Component: LogoutButton },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    '/property',
  );

describe('LogoutButton', () => {
  const harness = useAuthHarness();

  it('ends the session on the server, forgets the token, says so and goes to /login', async () => {
    setToken('session-1');
    const { router } = openAssets();
    fireEvent.click(screen.getByTestId('logout'));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(harness.server().sent).toEqual([{ path: 'user/logout', body: {} }]);
    expect(getToken()).toBeNull();
    expect(harness.toasts().list.map((t) => t.text)).toEqual(['You have logged out']);
  });

  it('stays on the page when the server refuses, with only the api layer’s error toast', async () => {
    setToken('session-1');
    harness.server().fail('user/logout', 'Service unavailable', 503);
    const { router } = openAssets();
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(harness.toasts().list.map((t) => t.kind)).toEqual(['error']), { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/property');
    expect(getToken()).toBe('session-1');
  });
});
