// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { input, openAt } from './helpers/auth-page';
import { useAuthHarness } from './helpers/harness';

const agreement = {
  id: 302,
  type: 'page',
  code: 'agreement',
  title: 'User agreement',
  summary: '',
  publishedAt: 0,
  body: 'This agreement governs your use.\n\n## Accounts\n\n- One person, one account',
};

describe('the agreement on /register', () => {
  const harness = useAuthHarness();

  it('names the checkbox by the whole sentence; the sentence text ticks it', () => {
    openAt('/register');
    const box = screen.getByRole('checkbox', { name: 'I have read and accept the User Agreement' });
    fireEvent.click(screen.getByText('I have read and accept the'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box).toBe(input('agreement'));
  });

  it('opens the agreement in a sheet without ticking the box, and gives the focus back on close', async () => {
    harness.server().succeed('content/detail/by/code', agreement);
    openAt('/register');
    const link = screen.getByRole('button', { name: 'User Agreement' });
    link.focus();
    fireEvent.click(link);
    const sheet = screen.getByRole('dialog', { name: 'User Agreement' });
    expect(within(sheet).getByRole('status').textContent).toContain('Loading…');
    await within(sheet).findByText('This agreement governs your use.');
    expect(within(sheet).getByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(within(sheet).getByRole('listitem').textContent).toBe('One person, one account');
    expect(harness.server().sent).toEqual([{ path: 'content/detail/by/code', body: { code: 'agreement' } }]);
    expect(input('agreement').checked).toBe(false);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('offers a retry when the agreement cannot be loaded', async () => {
    harness.server().fail('content/detail/by/code', 'Service unavailable', 503);
    openAt('/register');
    fireEvent.click(screen.getByRole('button', { name: 'User Agreement' }));
    const sheet = screen.getByRole('dialog', { name: 'User Agreement' });
    const retry = await within(sheet).findByRole('button', { name: 'Retry' }, { timeout: 20_000 });
    harness.server().succeed('content/detail/by/code', agreement);
    fireEvent.click(retry);
    await within(sheet).findByText('This agreement governs your use.');
  }, 30_000);
});
