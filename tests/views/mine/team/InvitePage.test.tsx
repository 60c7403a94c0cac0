// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import InvitePage from '../../../../src/views/mine/team/InvitePage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './team-doubles';

vi.mock('../../../../src/api/team', () => import('./team-doubles'));

const LINK = `${window.location.origin}/register?code=AB12CD34`;
let toasts: ReturnType<typeof recordToasts>;

async function open() {
  doubles.resetTeamDoubles();
  setToken('token-1');
  toasts = recordToasts();
  renderAt([{ path: '/mine/invite', Component: InvitePage }], '/mine/invite');
  await screen.findByTestId('invite-code');
}

describe('InvitePage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetTeamDoubles();
    renderAt([{ path: '/mine/invite', Component: InvitePage }], '/mine/invite');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2Finvite');
  });

  it('shows the code, the /register?code= link on this site and its QR code', async () => {
    await open();
    expect(screen.getByTestId('invite-code').textContent).toBe('AB12CD34');
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(((await screen.findByTestId('invite-qr')) as HTMLImageElement).alt).toBe('QR code of your invite link');
  });

  it('copies the code and the link with "copy success"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts.list).toHaveLength(2));
    expect(writeText.mock.calls).toEqual([['AB12CD34'], [LINK]]);
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([
      ['success', 'Copied successfully'],
      ['success', 'Copied successfully'],
    ]);
  });

  it('offers Share only where the browser has a share sheet, and shares the link', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url: LINK, text: 'Sign up with my invite code AB12CD34' });
  });
});
