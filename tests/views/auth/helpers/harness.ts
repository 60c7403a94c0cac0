import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearToken } from '../../../../src/api/storage';
import { setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import { fakeServer } from './fake-server';

/**
 * Per test: a fresh fake server behind fetch and a fresh toast log; afterwards real timers, no
 * rendered page and no stored token. Call inside describe; read the two through the getters.
 */
export function useAuthHarness(): { server: () => ReturnType<typeof fakeServer>; toasts: () => ReturnType<typeof recordToasts> } {
  let server: ReturnType<typeof fakeServer>;
  let toasts: ReturnType<typeof recordToasts>;
  beforeAll(setupI18n);
  beforeEach(() => {
    server = fakeServer();
    toasts = recordToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
    toasts.stop();
    server.stop();
    cleanup();
    clearToken();
  });
  return { server: () => server, toasts: () => toasts };
}
