/**
 * What the all-routes walk checks once per state, in English (the walk's first language): axe finds no serious or critical
 * accessibility violation, and the connection badge shows only where live data is shown. It also covers the built
 * addresses that are not spec routes of their own (the Futures and Cycle tabs of /trade, the two not-found pages).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PHONE_ROUTES } from './phone-routes';

/** Pages that show nothing live: no socket is wanted, so no badge (never an endless "Connecting"). */
export const WITHOUT_LIVE_DATA = ['/login', '/register', '/retrieve', '/no-such-page', '/coinDetail/NOSUCHCOIN'];

/** An unknown coin is answered 404 by market/symbol (the page says so); Chromium logs that response. */
const UNKNOWN_COIN = '/coinDetail/NOSUCHCOIN';
export const expectedError = (route: string, error: string): boolean => route === UNKNOWN_COIN && error.includes('status of 404');

/** The built addresses the walk of spec routes does not open: visited in English only, with every check but "real content". */
export const extraRoutes = (walked: readonly string[]): string[] => PHONE_ROUTES.filter((route) => !walked.includes(route));

export interface EnglishFindings {
  axe: string[];
  /** the connection badge's text on each route once the page settled; null when there is none */
  badges: Map<string, string | null>;
}

export async function checkInEnglish(page: Page, route: string, findings: EnglishFindings, where: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  findings.axe.push(
    ...axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  );
  const badge = page.locator('.nav-bar .connection');
  findings.badges.set(route, (await badge.count()) > 0 ? await badge.textContent() : null);
}
