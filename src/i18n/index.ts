import type { i18n as I18n } from 'i18next';
import { getLang, setLang } from '../api/storage';
import { EN_US_FIRST, loadEnglishRest } from './en-us';
import { writeLangCookie } from './lang-cookie';
import { i18n } from './instance';
import { BCP47, DEFAULT_LANG, LANGS, type Lang } from './langs';
import { loadLanguage } from './load';

export { LANGS, DEFAULT_LANG, BCP47, isLang, type Lang } from './langs';
export { NAMESPACES, type Namespace } from './namespaces';
export { i18n } from './instance';
export { BRAND, brandConfig, type Brand, type BrandConfig } from './brand';

/** Everything lives in i18next's default namespace; the files' top-level keys give 'common.x'. */
const NS = 'translation';

let englishRest: Promise<void> | undefined;

/** English's lazy part (en-us-rest.ts), merged into the bundled part once; a failed fetch is tried again by the next call. */
function ensureEnglishRest(): Promise<void> {
  englishRest ??= loadEnglishRest().then(
    (rest) => void i18n.addResourceBundle(DEFAULT_LANG, NS, rest, true, true),
    (error: unknown) => {
      englishRest = undefined;
      throw error;
    },
  );
  return englishRest;
}

async function ensureLoaded(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG) return ensureEnglishRest();
  if (i18n.hasResourceBundle(lang, NS)) return;
  i18n.addResourceBundle(lang, NS, await loadLanguage(lang), true, true);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
}

async function switchTo(lang: Lang): Promise<void> {
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
  setLang(lang);
  writeLangCookie(lang);
  markDocument(lang);
}

async function start(): Promise<I18n> {
  // fetched beside the stored language (and, in main.tsx, the first page's chunk): no extra round trip
  const englishRest = ensureEnglishRest().catch((err: unknown) => console.error('could not load the rest of English', err));
  await i18n.init({
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    load: 'currentOnly',
    ns: [NS],
    defaultNS: NS,
    resources: { [DEFAULT_LANG]: { [NS]: EN_US_FIRST } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const lang = getLang();
  // the cookie follows LANG even when the language's files cannot be fetched now
  writeLangCookie(lang);
  try {
    await switchTo(lang);
  } catch (err) {
    // keep the stored choice: the next start tries again
    console.error(`could not load language ${lang}, showing English`, err);
    markDocument(DEFAULT_LANG);
  }
  await englishRest;
  return i18n;
}

let started: Promise<I18n> | undefined;

/**
 * Starts i18next (once, however many callers) in the stored language; a stored `zh` becomes
 * en_us. English is partly bundled, its rest (en-us-first.ts says which) fetched in one chunk;
 * another language is fetched beside it, and both are awaited so the first paint is already
 * translated. If a fetch fails (a phone offline at start) the app still starts, in English as far
 * as it has it, and says so in the console.
 */
export function initI18n(): Promise<I18n> {
  started ??= start();
  return started;
}

/** Loads the language's files (once), switches to it and remembers it. Rejects if they cannot be fetched. */
export async function changeLang(l: Lang): Promise<void> {
  await initI18n();
  await switchTo(l);
}
