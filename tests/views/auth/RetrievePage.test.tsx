// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertText, openAt, submit, type } from './helpers/auth-page';
import { useAuthHarness } from './helpers/harness';

describe('RetrievePage', () => {
  const harness = useAuthHarness();

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
    expect(harness.server().sent).toEqual([]);
  });

  it('sends a reset code to the e-mail', async () => {
    harness.server().succeed('common/send/email', { expiresAt: Date.now() + 600_000, resendAfter: Date.now() + 60_000 });
    openAt('/retrieve');
    type({ email: 'a@b.co' });
    fireEvent.click(screen.getByTestId('send-code'));
    await vi.waitFor(() => expect(harness.toasts().list.map((t) => t.text)).toEqual(['Verification code sent by e-mail']));
    expect(harness.server().sent).toEqual([{ path: 'common/send/email', body: { email: 'a@b.co', purpose: 'retrieve' } }]);
    await vi.waitFor(() => expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true));
  });

  it('resets the password, says so and goes to sign in', async () => {
    harness.server().succeed('user/retrieve', null);
    const { router } = openAt('/retrieve');
    type({ email: 'a@b.co', code: '654321', password: 'new123', repeatPassword: 'new123' });
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(harness.server().sent).toEqual([
      { path: 'user/retrieve', body: { kind: 'email', email: 'a@b.co', password: 'new123', repeatPassword: 'new123', code: '654321' } },
    ]);
    expect(harness.toasts().list.map((t) => [t.kind, t.text])).toEqual([['success', 'Password reset successful']]);
  });
});
