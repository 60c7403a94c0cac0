/** The home carousel: banners in their order, titles in the caller's language (English fallback). */
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { Database } from '../store/schema';
import type { Banner } from '@contract/content';

export async function loadBanners(db: Kysely<Database>, locale: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners as b')
    .innerJoin('banner_titles as en', (join) => join.onRef('en.banner_id', '=', 'b.id').on('en.locale', '=', DEFAULT_LOCALE))
    .leftJoin('banner_titles as t', (join) => join.onRef('t.banner_id', '=', 'b.id').on('t.locale', '=', locale))
    .select((eb) => ['b.id', 'b.image', 'b.link', eb.fn.coalesce('t.title', 'en.title').as('title')])
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), image: row.image, title: row.title, link: row.link }));
}
