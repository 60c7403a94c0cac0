import { loadEnglish } from './en-us';
import type { Lang } from './langs';
import { NAMESPACES, type Namespace } from './namespaces';

type Bundle = Record<string, unknown>;
type FetchedLang = Exclude<Lang, 'en_us'>;

/**
 * One template literal per language rather than one over `${lang}`: esbuild splits a pattern into
 * one chunk per file it matches, and a pattern matching English too would split English's files
 * out of the entry and of its lazy rest (en-us-first.ts), one request each.
 */
const IMPORT_FILE: Record<FetchedLang, (ns: Namespace) => Promise<unknown>> = {
  zh_hk: (ns) => import(`../../locales/zh_hk/${ns}.json`),
  zh_cn: (ns) => import(`../../locales/zh_cn/${ns}.json`),
  de: (ns) => import(`../../locales/de/${ns}.json`),
  fr: (ns) => import(`../../locales/fr/${ns}.json`),
  jp: (ns) => import(`../../locales/jp/${ns}.json`),
  kr: (ns) => import(`../../locales/kr/${ns}.json`),
  tr: (ns) => import(`../../locales/tr/${ns}.json`),
};

/**
 * All namespaces of one language, merged under their top-level keys ({common: …, market: …}).
 * Each file is a chunk of its own, so a phone only downloads the language it shows. A missing
 * file or a file without its namespace key rejects.
 */
export async function loadLanguage(lang: Lang): Promise<Bundle> {
  if (lang === 'en_us') return loadEnglish();
  const files = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const file = ((await IMPORT_FILE[lang](ns)) as { default: Bundle }).default;
      if (!(ns in file)) throw new Error(`locales/${lang}/${ns}.json lacks its top-level key "${ns}"`);
      return file;
    }),
  );
  return Object.assign({}, ...files) as Bundle;
}
