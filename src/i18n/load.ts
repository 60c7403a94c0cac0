import { EN_US } from './en-us';
import type { Lang } from './langs';
import { NAMESPACES } from './namespaces';

type Bundle = Record<string, unknown>;

/**
 * All namespaces of one language, merged under their top-level keys ({common: …, market: …}).
 * The template literal is a pattern esbuild splits into one chunk per file, so a phone only
 * downloads the language it shows. A missing file or a file without its namespace key rejects.
 */
export async function loadLanguage(lang: Lang): Promise<Bundle> {
  if (lang === 'en_us') return EN_US;
  const files = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const file = ((await import(`../../locales/${lang}/${ns}.json`)) as { default: Bundle }).default;
      if (!(ns in file)) throw new Error(`locales/${lang}/${ns}.json lacks its top-level key "${ns}"`);
      return file;
    }),
  );
  return Object.assign({}, ...files) as Bundle;
}
