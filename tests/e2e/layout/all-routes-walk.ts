/**
 * Issue 18's walk: EVERY route of spec section 2, in all 8 languages, signed out or signed in, on a 390 × 844 phone.
 * Each page must render real content (no not-found page, no "Soon" placeholder), show no raw translation key, log no
 * console error, fit the screen width and give every interactive element a 44 × 44 px target. In English it also runs
 * axe and reads the connection badge, and opens the built addresses that are not spec routes (english-checks.ts).
 * One server, one browser, one page reused throughout; the walk's duration is printed. The signed-out and signed-in
 * walks are two test files (all-routes-signed-out/-in.test.ts), so the suite runs them side by side; `more` adds a
 * file's own tests on the same session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/langs';
import { NAMESPACES } from '../../../src/i18n/namespaces';
import { APP_ROUTES } from '../../../src/views/app/routes';
import { closeSession, openSession, type Session } from '../market/session';
import { checkInEnglish, expectedError, extraRoutes, WITHOUT_LIVE_DATA, type EnglishFindings } from './english-checks';
import { horizontalOverflow, smallTouchTargets } from './phone-checks';
import { openRoute, openRouteInApp, PHONE_ROUTES, setLanguage, signInDemo } from './phone-routes';

/** Spec section 2 as written: the layout's six tab routes, then "Other routes" ({x} is a route parameter). */
const SPEC_ROUTES = [
  '/home', '/market', '/trade', '/cycle', '/property', '/property/coinRecord',
  '/lockMining', '/allRecord/{coinType}', '/contractRecord/{coinType}', '/confirmLock/{id}', '/lockRecord', '/recharge',
  '/withdraw', '/withdrawBank', '/transfer', '/convert', '/convertRecord', '/stopPl', '/mine', '/mine/identity',
  '/mine/identityNew', '/mine/identityBase', '/mine/identityAdvance', '/mine/phone', '/mine/password', '/mine/fund',
  '/mine/email', '/mine/editEmail', '/mine/security', '/mine/coinAddress', '/mine/addCoinAddress', '/mine/myTeam',
  '/mine/invite', '/mine/helpCenter', '/mine/addQuestion', '/mine/questionRecord', '/register', '/login', '/retrieve',
  '/announcement', '/announcementDetail/{id}', '/setting', '/documentDetail/{type}', '/tradDetail/{id}', '/aboutUs',
  '/customerService', '/download', '/coinSearch', '/coinDetail/{coinType}',
]; // prettier-ignore

/** The route table's pattern of a spec route: `{x}` is written `:x` there. */
const tablePath = (specRoute: string) => specRoute.replace(/\{(\w+)\}/g, ':$1');
/** The address the walk opens: the route table's entry filled as phone-routes.ts fills it for the other layout tests. */
const fillOf = (pattern: string) => PHONE_ROUTES[APP_ROUTES.findIndex((route) => route.path === pattern)];

/** A text that is a translation key left untranslated, such as `mine.title` or `pages.settings.clear`. */
const RAW_KEY = new RegExp(`(^|[^\\w@/.-])(${NAMESPACES.join('|')})\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*(?![\\w@/-])`);

/** The language of the once-per-state checks (english-checks.ts): the walk's first. */
const ENGLISH = LANGS[0];
const SIGN_IN_FORMS = ['/login', '/register', '/retrieve'];

interface Findings {
  notReal: string[];
  rawKeys: string[];
  errors: string[];
  overflow: string[];
  small: string[];
}

type State = 'signed out' | 'signed in';

export function describeWalk(state: State, more?: (session: () => Session) => void): void {
  describe(`all spec routes × 8 languages, ${state}, on a 390 × 844 phone`, () => {
    const session = walk(state);
    more?.(session);
  });
}

function walk(state: State): () => Session {
  const findings: Findings = { notReal: [], rawKeys: [], errors: [], overflow: [], small: [] };
  const english: EnglishFindings = { axe: [], badges: new Map() };
  let visited = 0;
  let walkSeconds = 0;
  let session: Session | undefined;
  const walked = SPEC_ROUTES.map(tablePath).filter((pattern) => fillOf(pattern) !== undefined);
  const extras = extraRoutes(walked.map((pattern) => fillOf(pattern)!));

  /** What every visit checks: the console errors it logged, nothing scrolling sideways, 44 × 44 px targets. */
  async function checkLayout(page: Session['phone']['page'], where: string, errors: readonly string[]): Promise<void> {
    findings.errors.push(...errors.map((error) => `${where}: ${error}`));
    findings.overflow.push(...(await horizontalOverflow(page)).map((o) => `${where}: ${o.what} scrolls ${o.overflow} px sideways`));
    findings.small.push(...(await smallTouchTargets(page)).map((t) => `${where}: ${t.what} is ${t.width}×${t.height}`));
  }

  /** The built addresses that are not spec routes, in English: every check but "real content" (two are not-found pages). */
  async function walkExtras({ page, errors }: Session['phone']): Promise<void> {
    for (const route of extras) {
      const where = `${route} (${ENGLISH}, ${state})`;
      const errorsBefore = errors.length;
      // a full load: two of them are the same route as each other (/trade's tabs), which in-app would not replace the page
      await openRoute(page, session!.server.url, route);
      await checkLayout(
        page,
        where,
        errors.slice(errorsBefore).filter((error) => !expectedError(route, error)),
      );
      await checkInEnglish(page, route, english, where);
    }
  }

  beforeAll(async () => {
    session = await openSession();
    const { phone, server } = session;
    // pages opened in-app slide in (route index order); measured mid-slide a target is still moving, so the walk
    // measures the settled layout, as a reduced-motion phone shows it at once
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    const started = performance.now();
    {
      if (state === 'signed in') await signInDemo(phone.page, server.url);
      for (const lang of LANGS) {
        await setLanguage(phone.page, server.url, lang);
        for (const [i, pattern] of walked.entries()) {
          const route = fillOf(pattern)!;
          const where = `${route} (${lang}, ${state})`;
          const errorsBefore = phone.errors.length;
          // the first route of a language loads the app in it; the others are opened inside it, as a tap would
          await (i === 0 ? openRoute : openRouteInApp)(phone.page, server.url, route);
          visited++;
          // a page may show its first text a moment after its frame (the home page's lists)
          await phone.page
            .waitForFunction(() => (document.querySelector('.page')?.textContent ?? '').trim() !== '', undefined, { timeout: 10_000 })
            .catch(() => undefined);
          const page = await phone.page.evaluate(() => {
            const main = document.querySelector('.page');
            const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
              ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
            );
            return {
              notFound: document.querySelector('.page .not-found') !== null,
              soon: document.querySelectorAll('.page .soon-badge').length,
              empty: (main?.textContent ?? '').trim() === '',
              texts: [document.title, document.body.innerText, ...attributes],
            };
          });
          if (page.notFound) findings.notReal.push(`${where}: the not-found page`);
          if (page.soon > 0) findings.notReal.push(`${where}: ${page.soon} "Soon" placeholder(s)`);
          if (page.empty) findings.notReal.push(`${where}: an empty page`);
          for (const text of page.texts) {
            const key = RAW_KEY.exec(text);
            if (key) findings.rawKeys.push(`${where}: "${key[0].trim()}"`);
          }
          await checkLayout(phone.page, where, phone.errors.slice(errorsBefore));
          if (lang === ENGLISH) await checkInEnglish(phone.page, route, english, where);
        }
        if (lang === ENGLISH) await walkExtras(phone);
      }
    }
    walkSeconds = (performance.now() - started) / 1000;
    console.log(
      `all-routes walk (${state}): ${visited} page visits in ${walkSeconds.toFixed(1)} s (${((walkSeconds * 1000) / visited).toFixed(0)} ms each)`,
    );
  }, 1_800_000);
  afterAll(() => closeSession(session));

  it('lists 49 spec routes, every one of them in the route table', () => {
    expect(SPEC_ROUTES).toHaveLength(49);
    expect(new Set(SPEC_ROUTES).size).toBe(49);
    expect(SPEC_ROUTES.map(tablePath).filter((pattern) => fillOf(pattern) === undefined)).toEqual([]);
  });

  it(`visits each spec route in every language, ${state}`, () => {
    expect(visited).toBe(SPEC_ROUTES.length * LANGS.length);
  });

  it('renders real content everywhere: no not-found page, no "Soon" placeholder, nothing empty', () => {
    expect(findings.notReal).toEqual([]);
  });

  it('shows no raw translation key', () => {
    expect(findings.rawKeys).toEqual([]);
  });

  it('logs no console error', () => {
    expect(findings.errors).toEqual([]);
  });

  it('fits the 390 px screen: nothing scrolls sideways', () => {
    expect(findings.overflow).toEqual([]);
  });

  it('gives every interactive element at least 44 × 44 px', () => {
    expect(findings.small).toEqual([]);
  });

  it('has no serious or critical axe violations (English, every built address)', () => {
    expect(english.badges.size).toBe(walked.length + extras.length);
    expect(english.axe).toEqual([]);
  });

  it('shows the connection badge on live pages only: none on the sign-in forms and not-found pages', () => {
    const badge = (route: string) => english.badges.get(route);
    expect(badge('/home')).toMatch(/^(Connecting|Live)$/);
    expect(badge('/coinDetail/BTC')).toMatch(/^(Connecting|Live)$/);
    // signed in, the sign-in forms send the visitor on to a live page
    const quiet = state === 'signed out' ? WITHOUT_LIVE_DATA : WITHOUT_LIVE_DATA.filter((route) => !SIGN_IN_FORMS.includes(route));
    expect(quiet.map((route) => [route, badge(route)])).toEqual(quiet.map((route) => [route, null]));
  });

  return () => session!;
}
