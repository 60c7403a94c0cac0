// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadBannerContainer } from '../../../src/views/layout/DownloadBannerContainer';
import { answers } from '../components/api-double';
import { setupI18n } from '../components/render';

vi.mock('../../../src/api/common', () => import('../components/api-double'));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const setUserAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
const enabled = () => of({ openH5AppDownload: true, downloadUrl: 'https://download.test/app', demo: true });
const defaultWapConfig = answers.wapConfig;
/** The banner links to /download inside the app's router. */
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

describe('DownloadBannerContainer', () => {
  beforeAll(setupI18n);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    answers.wapConfig = defaultWapConfig;
  });

  it('invites the download on a phone when the config says so, and remembers a dismissal', () => {
    setUserAgent(IPHONE);
    answers.wapConfig = enabled;
    const first = render(<DownloadBannerContainer />);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/download');
    fireEvent.click(screen.getByRole('button', { name: 'Close the download banner' }));
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    first.unmount();
    render(<DownloadBannerContainer />);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('stays away when the config turns it off', () => {
    setUserAgent(IPHONE);
    render(<DownloadBannerContainer />);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('stays away on desktop browsers', () => {
    setUserAgent(DESKTOP);
    answers.wapConfig = enabled;
    render(<DownloadBannerContainer />);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });
});
