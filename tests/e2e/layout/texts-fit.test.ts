/**
 * The main screens on a 390 × 844 phone in all 8 languages: titles, tabs and buttons read in full
 * (no ellipsis, nothing clipped or spilling out of its box; a title may wrap where its box grows
 * with it), tab labels stay on one line, and the "Soon" pills sit clear of the icons they annotate. CJK languages need CJK fonts (cjk-fonts.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/langs';
import { closeSession, openSession, type Session } from '../market/session';
import { cjkFontsMissing, CJK_LANGS } from './cjk-fonts';
import { overlapping, truncatedTexts, wrappedTexts } from './phone-checks';
import { openRoute, openRouteInApp, setLanguage, signInDemo } from './phone-routes';

/** What must read in full: the bar title, every tab bar, tab and button label, headings, pills, a coin row's name (with a perpetual's badge). */
const KEY_TEXTS =
  '.coin-row__pair, .nav-bar__title, [role="tablist"], [role="tab"], button, a.button, .tab-bar__tab, .asset-action, h1, h2, h3, .soon-badge, .tab-bar__soon';
const SIGNED_OUT = ['/login', '/register', '/retrieve', '/no-such-page'];
const SIGNED_IN = [
  '/home',
  '/market',
  '/market?tab=futures',
  '/coinDetail/BTC',
  '/trade',
  '/trade?symbol=BTCUSDT-PERP',
  '/cycle',
  '/property',
  '/property/coinRecord',
  '/allRecord/BTC',
  '/contractRecord/BTC',
  '/transfer',
  '/recharge',
  '/withdraw',
  '/mine/fund',
  '/convert',
  '/convertRecord',
  // issues 15-18
  '/withdrawBank',
  '/lockMining',
  '/confirmLock/usdt-7d',
  '/lockRecord',
  '/mine',
  '/mine/identity',
  '/mine/identityNew',
  '/mine/identityBase',
  '/mine/identityAdvance',
  '/mine/security',
  '/mine/phone',
  '/mine/email',
  '/mine/editEmail',
  '/mine/password',
  '/mine/coinAddress',
  '/mine/addCoinAddress',
  '/mine/myTeam',
  '/mine/invite',
  '/mine/helpCenter',
  '/mine/addQuestion',
  '/mine/questionRecord',
  '/announcement',
  '/announcementDetail/106',
  '/documentDetail/fees',
  '/aboutUs',
  '/download',
  '/customerService',
  '/setting',
  '/tradDetail/:id',
];

const skipReason = cjkFontsMissing();
if (skipReason) console.warn(`texts-fit: skipping ${CJK_LANGS.join(', ')}: ${skipReason}`);
const checkedLangs = LANGS.filter((lang) => !skipReason || !CJK_LANGS.includes(lang));

const cut: string[] = [];
const wrapped: string[] = [];
const covered: string[] = [];

describe('texts fit a 390 px phone in every language', () => {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openSession();
    const { phone, server } = session;
    for (const [routes, signedIn] of [
      [SIGNED_OUT, false],
      [SIGNED_IN, true],
    ] as const) {
      if (signedIn) await signInDemo(phone.page, server.url);
      for (const lang of checkedLangs) {
        await setLanguage(phone.page, server.url, lang);
        for (const [i, route] of routes.entries()) {
          // the first route of a language loads the app in it; the others are opened inside it, as a tap would (faster),
          // except a new query on the same path (the page stays mounted, so only a load shows it settled)
          const samePath = i > 0 && routes[i - 1]!.split('?')[0] === route.split('?')[0];
          await (i === 0 || samePath ? openRoute : openRouteInApp)(phone.page, server.url, route).catch((error: Error) => {
            throw new Error(`${lang} ${route}: ${error.message}`);
          });
          cut.push(...(await truncatedTexts(phone.page, KEY_TEXTS)).map((text) => `${lang} ${route}: ${text}`));
          wrapped.push(...(await wrappedTexts(phone.page, '[role="tab"]')).map((text) => `${lang} ${route}: ${text}`));
          const pills = [
            ...(await overlapping(phone.page, '.asset-action', '.soon-badge', '.asset-action__glyph')),
            ...(await overlapping(phone.page, '.tab-bar__tab', '.tab-bar__soon', '.icon')),
          ];
          covered.push(...pills.map((pair) => `${lang} ${route}: ${pair}`));
        }
      }
    }
  }, 1_800_000);
  afterAll(() => closeSession(session));

  it('checks every language it has fonts for', () => {
    expect(checkedLangs.length).toBe(skipReason ? LANGS.length - CJK_LANGS.length : LANGS.length);
  });

  it('shows every title, tab and button label in full', () => {
    expect(cut).toEqual([]);
  });

  it('keeps every tab label on one line', () => {
    expect(wrapped).toEqual([]);
  });

  it('keeps the "Soon" pills off the icons', () => {
    expect(covered).toEqual([]);
  });
});
