// The signed-in demo user on a phone against a fresh server: the set-up shared by the wallet journeys (convert, withdraw).
import type { Page } from 'playwright-core';
import type { Phone } from './browser';
import { startServer, type RunningServer } from './server';
import { apiOf, ok, type Call } from '../journey/support/api';
import { openJourneyPhone, storeToken } from '../journey/support/page';

export interface DemoPhone {
  server: RunningServer;
  phone: Phone;
  api: Call;
  page: Page;
  /** the demo user's session token */
  demo: string;
}

/** `env`: the server's environment on top of the defaults (e.g. DIST_DIR for a test that restarts it). */
export async function openDemoPhone(env: Record<string, string> = {}): Promise<DemoPhone> {
  const [server, phone] = await Promise.all([startServer(env), openJourneyPhone()]);
  const api = apiOf(server.url);
  const demo = (await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }))).token;
  await storeToken(phone.page, server.url, demo);
  return { server, phone, api, page: phone.page, demo };
}
