/**
 * Reads announcements, help articles and pages in the caller's language. A language without its
 * own text falls back to English; `{brand}` in a text becomes the platform's name (the Turkish
 * brand variant shows another name with the same texts).
 */
import type { Kysely } from 'kysely';
import type { Paged } from '@contract/primitives';
import { notFound } from '../errors';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { Database } from '../store/schema';
import type { Content, ContentSummary, ContentType, HelpCategory } from '@contract/content';
import { categoryOf, helpCodesOf } from './seed/catalogue';

const BRAND = /\{brand\}/g;

interface ContentRow {
  id: number;
  type: ContentType;
  code: string;
  published_at: number;
  title: string;
  summary: string;
  body: string;
}

export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly brandName: string,
  ) {}

  async list(type: ContentType, page: number, size: number, locale: string, category?: HelpCategory): Promise<Paged<ContentSummary>> {
    const codes = category ? helpCodesOf(category) : null;
    const [rows, count] = await Promise.all([
      this.select(locale)
        .where('c.type', '=', type)
        .$if(codes !== null, (q) => q.where('c.code', 'in', codes!))
        .orderBy('c.published_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      this.db
        .selectFrom('contents')
        .where('type', '=', type)
        .$if(codes !== null, (q) => q.where('code', 'in', codes!))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => this.summary(row)), page, size, total: Number(count.n) };
  }

  /** Every help article with its body, in the reader's language (the search reads them: there are a few dozen). */
  async allHelp(locale: string): Promise<Content[]> {
    const rows = await this.select(locale).where('c.type', '=', 'help').orderBy('c.published_at', 'desc').orderBy('c.id', 'desc').execute();
    return rows.map((row) => this.detail(row));
  }

  async byId(id: number, locale: string): Promise<Content> {
    return this.detail(await this.select(locale).where('c.id', '=', id).executeTakeFirst());
  }

  async byCode(code: string, locale: string): Promise<Content> {
    return this.detail(await this.select(locale).where('c.code', '=', code).executeTakeFirst());
  }

  private select(locale: string) {
    return this.db
      .selectFrom('contents as c')
      .innerJoin('content_texts as en', (join) => join.onRef('en.content_id', '=', 'c.id').on('en.locale', '=', DEFAULT_LOCALE))
      .leftJoin('content_texts as t', (join) => join.onRef('t.content_id', '=', 'c.id').on('t.locale', '=', locale))
      .select((eb) => [
        'c.id',
        'c.type',
        'c.code',
        'c.published_at',
        eb.fn.coalesce('t.title', 'en.title').as('title'),
        eb.fn.coalesce('t.summary', 'en.summary').as('summary'),
        eb.fn.coalesce('t.body', 'en.body').as('body'),
      ]);
  }

  private summary(row: ContentRow): ContentSummary {
    const category = row.type === 'help' ? categoryOf(row.code) : undefined;
    return {
      id: Number(row.id),
      type: row.type,
      code: row.code,
      title: this.brand(row.title),
      summary: this.brand(row.summary),
      publishedAt: Number(row.published_at),
      ...(category ? { category } : {}),
    };
  }

  private detail(row: ContentRow | undefined): Content {
    if (!row) throw notFound();
    return { ...this.summary(row), body: this.brand(row.body) };
  }

  private brand(text: string): string {
    return text.replace(BRAND, this.brandName);
  }
}
