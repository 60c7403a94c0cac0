// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { recordToasts } from '../trade/helpers/toasts';
import { alertText, openAt, submit, type } from './helpers/auth-page';
import { fakeServer } from './helpers/fake-server';

describe('RetrievePage', () => {
  let server: ReturnType<typeof fakeServer>;
  let toasts: ReturnType<typeof recordToasts>;
  beforeAll(setupI18n);
  beforeEach(() => {
    server = fakeServer();
    toasts = recordToasts();
  });
  afterEach(() => {
    toasts.stop();
    server.stop();
    cleanup();
    clearToken();
  });

  it('refuses an incomplete reset, in the order of the fields, and sends nothing', () => {
    openAt('/retrieve');
    fireEvent.click(screen.getByTestId('mode-phone'));
    const steps: [Record<string, string>, string][] = [
      [{}, 'Phone number cannot be empty'],
      [{ phone: '5551234' }, 'Please enter the verification code'],
      [{ code: '654321' }, 'Please enter your password'],
      [{ password: 'abc123' }, 'Please repeat the password'],
      [{ repeatPassword: 'abc12' }, 'The passwords do not match'],
    ];
    for (const [values, message] of steps) {
      type(values);
      submit();
      expect(alertText()).toBe(message);
    }
    expect(server.sent).toEqual([]);
  });

  it('sends a reset code to the e-mail', async () => {
    server.succeed('common/send/email', { expiresAt: Date.now() + 600_000, resendAfter: Date.now() + 60_000 });
    openAt('/retrieve');
    type({ email: 'a@b.co' });
    fireEvent.click(screen.getByTestId('send-code'));
    await vi.waitFor(() => expect(toasts.list.map((t) => t.text)).toEqual(['Verification code sent by e-mail']));
    expect(server.sent).toEqual([{ path: 'common/send/email', body: { email: 'a@b.co', purpose: 'retrieve' } }]);
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
  });

  it('resets the password, says so and goes to sign in', async () => {
    server.succeed('user/retrieve', null);
    const { router } = openAt('/retrieve');
    type({ email: 'a@b.co', code: '654321', password: 'new123', repeatPassword: 'new123' });
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.sent).toEqual([
      { path: 'user/retrieve', body: { kind: 'email', email: 'a@b.co', password: 'new123', repeatPassword: 'new123', code: '654321' } },
    ]);
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['success', 'Password reset successful']]);
  });
});
