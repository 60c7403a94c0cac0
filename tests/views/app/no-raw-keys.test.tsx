// @vitest-environment jsdom
import '../components/charts/canvasStub';
import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/storage';
import { i18n, initI18n } from '../../../src/i18n';
import { preloadPage } from '../../../src/views/app/lazyPage';
import { APP_ROUTES } from '../../../src/views/app/routes';
import { renderApp } from './renderApp';

// the doubles answer what the shell and the market screens ask; the other pages fall back to the real calls, which fail offline
vi.mock('../../../src/streams', async (real) => ({ ...(await real<object>()), ...(await import('../components/streams-double')) }));
vi.mock('../../../src/api/common', async (real) => ({ ...(await real<object>()), ...(await import('../components/api-double')) }));

/** '/coinDetail/:coinType' -> '/coinDetail/BTC' */
const urlOf = (path: string) => path.replace(/:[^/]+/g, 'BTC');

const missing: string[] = [];

/**
 * Part of English loads lazily (src/i18n/en-us-first.ts): started the way main.tsx starts it, every
 * page of the route table renders its first paint, title and all, with every key it asks for.
 */
describe('every route of the table, started as main.tsx starts the app', () => {
  beforeAll(async () => {
    await initI18n();
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_langs, _ns, key) => void missing.push(key);
    setToken('a-token');
  });
  afterAll(() => {
    i18n.options.saveMissing = false;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each(APP_ROUTES.map((route) => [route.path, route] as const))('renders %s with no missing translation key', async (_path, route) => {
    missing.length = 0;
    // a page that crashed would show the chunk's error state instead, hiding its own keys: React logs what it caught
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadPage(route.page);
    await act(async () => {
      renderApp(APP_ROUTES, urlOf(route.path));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(logged.mock.calls.map(String).filter((call) => call.includes('error boundary'))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
