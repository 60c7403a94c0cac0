/** Turns the catalogue and the per-language texts into table rows; refuses a text that is missing. */
import { LOCALES } from '../../i18n/locales';
import type { BannerTitlesTable, BannersTable, ContentTextsTable, ContentsTable } from '../../store/tables/content';
import { joinBlocks, summarize } from '../body-format';
import { blocksToHtml } from '../html-policy';
import { BANNER_CATALOGUE, CONTENT_CATALOGUE, type CatalogueBanner, type CatalogueItem } from './catalogue';
import { SEED_TEXTS, type SeedLanguage } from './texts';

export interface SeedRows {
  contents: ContentsTable[];
  contentTexts: ContentTextsTable[];
  banners: BannersTable[];
  bannerTitles: BannerTitlesTable[];
}

export function buildSeedRows(
  texts: Readonly<Record<string, SeedLanguage>> = SEED_TEXTS,
  catalogue: readonly CatalogueItem[] = CONTENT_CATALOGUE,
  banners: readonly CatalogueBanner[] = BANNER_CATALOGUE,
): SeedRows {
  const language = (locale: string): SeedLanguage => {
    const found = texts[locale];
    if (!found) throw new Error(`content seed: no texts for ${locale}`);
    return found;
  };
  const contentTexts = catalogue.flatMap((item) =>
    LOCALES.map((locale): ContentTextsTable => {
      const text = language(locale).contents[item.code];
      if (!text) throw new Error(`content seed: ${locale} has no text for ${item.code}`);
      const body = joinBlocks(text.body);
      // announcements are stored as sanitised HTML (docs/help-and-tickets.md), everything else in the block format
      return {
        content_id: item.id,
        locale,
        title: text.title,
        summary: summarize(text.body),
        body: item.type === 'notice' ? blocksToHtml(body) : body,
      };
    }),
  );
  const bannerTitles = banners.flatMap((banner) =>
    LOCALES.map((locale): BannerTitlesTable => {
      const title = language(locale).banners[banner.code];
      if (!title) throw new Error(`content seed: ${locale} has no title for ${banner.code}`);
      return { banner_id: banner.id, locale, title };
    }),
  );
  return {
    contents: catalogue.map((item) => ({ id: item.id, code: item.code, type: item.type, published_at: Date.parse(item.publishedAt) })),
    contentTexts,
    banners: banners.map(({ id, code, image, link, sort }) => ({ id, code, image, link, sort })),
    bannerTitles,
  };
}
