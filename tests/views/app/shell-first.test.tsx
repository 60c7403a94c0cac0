// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/views/app/lazyPage';
import type { AppRoute } from '../../../src/views/layout/appRoute';
import { setupI18n } from '../components/render';
import { renderApp } from './renderApp';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));

describe('the app shell on a first load', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it("shows the navigation bar, the tabs and a loading state while the page's chunk is still on its way", async () => {
    const routes: AppRoute[] = [{ path: '/home', titleKey: 'home.title', page: lazyPage(() => new Promise(() => {})) }];
    renderApp(routes, '/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
