// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../../src/i18n';
import { clearLocalData } from '../../../src/views/settings/clearLocalData';
import SettingPage from '../../../src/views/settings/SettingPage';
import { renderAt, setupI18n } from '../components/render';
import { version } from '../../../package.json';

const open = () => renderAt([{ path: '/setting', Component: SettingPage }], '/setting');

describe('/setting', () => {
  beforeAll(setupI18n);
  afterEach(async () => {
    cleanup();
    await act(() => changeLang('en_us'));
    localStorage.clear();
  });

  it('switches the language live and keeps it in LANG', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(await screen.findByLabelText('Langue')).toBeTruthy();
    expect(screen.getByText('Thème')).toBeTruthy();
    expect(localStorage.getItem('LANG')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps a dark or light theme locally, and system stores nothing', () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('THEME')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('THEME')).toBeNull();
  });

  it('clears local data after confirming, keeping only the session and the language', async () => {
    const stored: Record<string, string> = {
      TOKEN: 't-1',
      LANG: 'en_us',
      COLLECTED_LIST: '["BTCUSDT"]',
      THEME: 'dark',
      NAV_TITLE: 'home.title',
      ANNOUNCEMENTS_READ: '[1]',
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    sessionStorage.setItem('APP_DOWNLOAD_DISMISSED', '1');
    open();
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear local data' }));
    expect(localStorage.getItem('COLLECTED_LIST')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(Object.keys(localStorage).sort()).toEqual(['LANG', 'TOKEN']);
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the sheet clears nothing', () => {
    localStorage.setItem('COLLECTED_LIST', '["BTCUSDT"]');
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear local data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('COLLECTED_LIST')).toBe('["BTCUSDT"]');
  });

  it("shows package.json's version", () => {
    open();
    expect(screen.getByTestId('app-version').textContent).toBe(version);
  });
});

describe('clearLocalData', () => {
  it('keeps TOKEN and LANG only', () => {
    localStorage.setItem('TOKEN', 'x');
    localStorage.setItem('LANG', 'de');
    localStorage.setItem('HIDE_SMALL', '1');
    clearLocalData();
    expect(Object.keys(localStorage).sort()).toEqual(['LANG', 'TOKEN']);
    localStorage.clear();
  });
});
