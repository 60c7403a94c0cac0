/**
 * What the seed contains, independent of language: fixed ids (so links such as
 * /announcementDetail/101 are the same on every database), codes, kinds and publication dates.
 * The texts live in seed/<lang>.json, keyed by code.
 */
import type { HelpCategory } from '@contract/content';

export type ContentType = 'notice' | 'help' | 'page';

export interface CatalogueItem {
  id: number;
  code: string;
  type: ContentType;
  /** UTC publication date; lists are ordered by it, newest first */
  publishedAt: string;
  /** help articles: the help centre's category (docs/help-and-tickets.md) */
  category?: HelpCategory;
}

export interface CatalogueBanner {
  id: number;
  code: string;
  /** served from public/banners/ by the static file server */
  image: string;
  /** an in-app route */
  link: string;
  sort: number;
}

export const CONTENT_CATALOGUE: readonly CatalogueItem[] = [
  { id: 101, code: 'notice-fee-schedule', type: 'notice', publishedAt: '2026-09-01T08:00:00Z' },
  { id: 102, code: 'notice-simulated-trading', type: 'notice', publishedAt: '2026-09-15T08:00:00Z' },
  { id: 103, code: 'notice-storage-plan', type: 'notice', publishedAt: '2026-10-01T08:00:00Z' },
  { id: 104, code: 'notice-withdrawal-limits', type: 'notice', publishedAt: '2026-10-12T08:00:00Z' },
  { id: 105, code: 'notice-maintenance', type: 'notice', publishedAt: '2026-11-18T08:00:00Z' },
  { id: 106, code: 'notice-new-listings', type: 'notice', publishedAt: '2026-11-10T08:00:00Z' },
  { id: 201, code: 'help-security', type: 'help', publishedAt: '2026-08-01T08:00:00Z', category: 'security' },
  { id: 202, code: 'help-transfer', type: 'help', publishedAt: '2026-08-02T08:00:00Z', category: 'trading' },
  { id: 203, code: 'help-spot-trading', type: 'help', publishedAt: '2026-08-03T08:00:00Z', category: 'trading' },
  { id: 204, code: 'help-identity', type: 'help', publishedAt: '2026-08-04T08:00:00Z', category: 'kyc' },
  { id: 205, code: 'help-withdraw', type: 'help', publishedAt: '2026-08-05T08:00:00Z', category: 'withdrawals' },
  { id: 206, code: 'help-deposit', type: 'help', publishedAt: '2026-08-06T08:00:00Z', category: 'deposits' },
  { id: 207, code: 'help-futures', type: 'help', publishedAt: '2026-08-07T08:00:00Z', category: 'futures' },
  { id: 208, code: 'help-cycle', type: 'help', publishedAt: '2026-08-08T08:00:00Z', category: 'cycle' },
  { id: 209, code: 'help-lock-mining', type: 'help', publishedAt: '2026-08-09T08:00:00Z', category: 'lockMining' },
  { id: 210, code: 'help-fees', type: 'help', publishedAt: '2026-08-10T08:00:00Z', category: 'fees' },
  { id: 301, code: 'about', type: 'page', publishedAt: '2026-08-01T00:00:00Z' },
  { id: 302, code: 'agreement', type: 'page', publishedAt: '2026-08-01T00:00:00Z' },
  { id: 303, code: 'privacy', type: 'page', publishedAt: '2026-08-01T00:00:00Z' },
];

/** The help centre's category of a help article's code (undefined for anything else). */
export function categoryOf(code: string): HelpCategory | undefined {
  return CONTENT_CATALOGUE.find((item) => item.code === code)?.category;
}

/** The codes of one category's help articles. */
export function helpCodesOf(category: HelpCategory): string[] {
  return CONTENT_CATALOGUE.filter((item) => item.category === category).map((item) => item.code);
}

const announcement = (code: string): string => {
  const item = CONTENT_CATALOGUE.find((c) => c.code === code);
  if (!item) throw new Error(`banner links to unknown content ${code}`);
  return `/announcementDetail/${item.id}`;
};

export const BANNER_CATALOGUE: readonly CatalogueBanner[] = [
  { id: 1, code: 'banner-storage-plan', image: '/banners/storage-plan.svg', link: '/lockMining', sort: 1 },
  { id: 2, code: 'banner-new-listings', image: '/banners/new-listings.svg', link: announcement('notice-new-listings'), sort: 2 },
  {
    id: 3,
    code: 'banner-simulated-trading',
    image: '/banners/simulated-trading.svg',
    link: announcement('notice-simulated-trading'),
    sort: 3,
  },
];
