/**
 * content/search (docs/help-and-tickets.md): help articles in the reader's language containing every word of the
 * keyword in their title or body, case-insensitively; title matches first, then newest. Done in memory over the few
 * dozen articles, so every language (and both databases) compares letters the same way.
 */
import type { Content, ContentSummary } from '@contract/content';
import type { Paged } from '@contract/primitives';
import { BCP47, isLang } from '@contract/langs';
import { badRequest } from '../errors';
import type { ContentService } from './content-service';

const MAX_WORDS = 5;

/** Lower case by the reader's language's rules (Turkish İ/ı), with the BCP 47 tag Intl needs. */
const lower = (text: string, locale: string): string => text.toLocaleLowerCase(isLang(locale) ? BCP47[locale] : 'en');

export function searchWordsOf(keyword: string, locale: string): string[] {
  const words = lower(keyword.trim(), locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) throw badRequest('invalidField', { field: 'keyword', reason: 'required' });
  if (words.length > MAX_WORDS) throw badRequest('invalidField', { field: 'keyword', reason: 'invalid' });
  return words;
}

/** 2 when every word is in the title, 1 when every word is somewhere in title or body, 0 otherwise. */
export function matchRank(article: Pick<Content, 'title' | 'body'>, words: readonly string[], locale: string): number {
  const title = lower(article.title, locale);
  if (words.every((w) => title.includes(w))) return 2;
  const all = `${title}\n${lower(article.body, locale)}`;
  return words.every((w) => all.includes(w)) ? 1 : 0;
}

export async function searchHelp(
  content: Pick<ContentService, 'allHelp'>,
  keyword: string,
  page: number,
  size: number,
  locale: string,
): Promise<Paged<ContentSummary>> {
  const words = searchWordsOf(keyword, locale);
  const ranked = (await content.allHelp(locale))
    .map((article) => ({ article, rank: matchRank(article, words, locale) }))
    .filter((r) => r.rank > 0)
    // stable: within a rank the list keeps its newest-first order
    .sort((a, b) => b.rank - a.rank);
  const items = ranked.slice((page - 1) * size, page * size).map(({ article: { body: _body, ...summary } }) => summary);
  return { items, page, size, total: ranked.length };
}
