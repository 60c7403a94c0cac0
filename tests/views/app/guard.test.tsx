// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import { buildRouteObjects } from '../../../src/views/app/buildRoutes';
import { renderAt, setupI18n } from '../components/render';
import { TEST_ROUTES } from '../components/test-routes';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));

const open = (path: string) => renderAt(buildRouteObjects(TEST_ROUTES), path);

describe('route table guard', () => {
  beforeAll(setupI18n);
  beforeEach(() => clearToken());
  afterEach(cleanup);

  it('sends /mine/identity to /login?redirect=… without a token', async () => {
    const { router } = open('/mine/identity?step=2');
    await screen.findByText('login page');
    expect(screen.queryByText('identity page')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/mine/identity?step=2');
  });

  it('opens /mine/identity with a token', async () => {
    setToken('token-1');
    const { router } = open('/mine/identity');
    await screen.findByText('identity page');
    expect(router.state.location.pathname).toBe('/mine/identity');
  });

  it('guards client-side navigations too, not only the first load', async () => {
    const { router } = open('/home');
    await screen.findByText('home page');
    await router.navigate('/mine/identity');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe('?redirect=%2Fmine%2Fidentity');
  });

  it('leaves routes without requiresAuth open', async () => {
    open('/market');
    await screen.findByText('market page');
  });

  it('redirects / to /home and shows the not-found page for unknown paths', async () => {
    const { router } = open('/');
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/home');
    await router.navigate('/nowhere');
    await screen.findByText('This page does not exist or has moved.');
  });
});
