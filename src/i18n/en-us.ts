import { EN_US_FIRST } from './en-us-first';
import type { EN_US_REST } from './en-us-rest';
import type { Namespace } from './namespaces';

type EnglishRest = typeof EN_US_REST;

/**
 * English is the default language and the fallback for a missing key, and its type is the type of
 * every translation key (see i18next.d.ts). Part of it is bundled with the entry (en-us-first.ts),
 * the rest comes in one lazy chunk (en-us-rest.ts); `satisfies` makes a namespace listed in
 * NAMESPACES but in neither part (or in both) a compile error.
 */
export type Resources = typeof EN_US_FIRST & EnglishRest;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const EVERY_NAMESPACE_IN_ONE_PART: Same<keyof Resources, Namespace> & Same<keyof typeof EN_US_FIRST & keyof EnglishRest, never> = true;
void EVERY_NAMESPACE_IN_ONE_PART;

export { EN_US_FIRST };

/** The lazily loaded part of English: one chunk, fetched once by the caller (index.ts). */
export async function loadEnglishRest(): Promise<EnglishRest> {
  return (await import('./en-us-rest')).EN_US_REST;
}

/** All of English, for the callers that want a whole language (load.ts). */
export async function loadEnglish(): Promise<Resources> {
  return { ...EN_US_FIRST, ...(await loadEnglishRest()) };
}
