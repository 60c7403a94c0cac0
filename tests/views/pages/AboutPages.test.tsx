// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { version } from '../../../package.json';
import { changeLang } from '../../../src/i18n';
import AboutUsPage from '../../../src/views/pages/AboutUsPage';
import CustomerServicePage from '../../../src/views/pages/CustomerServicePage';
import DownloadPage from '../../../src/views/pages/DownloadPage';
import { renderAt, setupI18n } from '../components/render';

const config = vi.hoisted(() => ({ downloadUrl: '' }));

vi.mock('../../../src/api/common', () => ({
  fetchWapConfig$: () => of({ openH5AppDownload: config.downloadUrl !== '', downloadUrl: config.downloadUrl, demo: true }),
  fetchPlatformInfo$: () => of({ name: 'XB Exchange', customerServiceUrl: '/customerService', supportEmail: 'support@xb.example' }),
}));
vi.mock('../../../src/api/content', () => ({
  fetchContentByCode$: (code: string) =>
    of({ id: 1, code, title: code, body: `We are the ${code} page.`, publishedAt: 0, type: 'page', summary: '' }),
}));

const open = (path: string, Component: () => React.JSX.Element) => renderAt([{ path, Component }], path);
const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Documents and help' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/aboutUs, /download, /customerService', () => {
  beforeAll(setupI18n);
  afterEach(async () => {
    cleanup();
    await act(() => changeLang('en_us'));
  });

  it('/aboutUs shows the about text, the version and every document, with customer service where it is offered', async () => {
    open('/aboutUs', AboutUsPage);
    expect(await screen.findByText('We are the about page.')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe(`Version ${version}`);
    expect(linkNames()).toEqual([
      ['User agreement', '/documentDetail/agreement'],
      ['Privacy policy', '/documentDetail/privacy'],
      ['Fee schedule', '/documentDetail/fees'],
      ['Cycle contract rules', '/documentDetail/cycle'],
      ['Storage plan rules', '/documentDetail/lockMining'],
      ['Customer service', '/customerService'],
      ['Download', '/download'],
    ]);
  });

  it('/aboutUs in a language without customer service has no entry to it', async () => {
    await act(() => changeLang('de'));
    open('/aboutUs', AboutUsPage);
    await screen.findByText('We are the about page.');
    const hrefs = within(screen.getByRole('navigation', { name: 'Dokumente und Hilfe' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/customerService');
    expect(hrefs).toHaveLength(6);
  });

  it('/customerService shows the platform contact, and in other languages says it is not offered', async () => {
    open('/customerService', CustomerServicePage);
    expect(await screen.findByRole('heading', { name: 'XB Exchange' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail support@xb.example' }).getAttribute('href')).toBe('mailto:support@xb.example');
    cleanup();
    await act(() => changeLang('kr'));
    open('/customerService', CustomerServicePage);
    expect(await screen.findByText(/이 언어로는 고객 지원을 제공하지 않습니다. support@xb.example/)).toBeTruthy();
  });

  it('/download links to the configured app, and says so honestly when none is configured', async () => {
    config.downloadUrl = '';
    open('/download', DownloadPage);
    expect(await screen.findByText(/No app download is offered at the moment/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    config.downloadUrl = 'https://apps.example/xb.apk';
    open('/download', DownloadPage);
    expect((await screen.findByRole('link', { name: 'Download the app' })).getAttribute('href')).toBe('https://apps.example/xb.apk');
  });
});
