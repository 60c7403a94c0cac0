/**
 * Tables of the content module: announcements, help articles and pages with one text row per
 * language, home banners with translated titles, uploaded files and anonymous temp tokens.
 * Content and banner ids come from the seed catalogue (server/content/seed/catalogue.ts), so links
 * such as /announcementDetail/101 are the same on every database. Times are BIGINT milliseconds.
 */
import type { Kysely, Migration } from 'kysely';

export interface ContentsTable {
  id: number;
  /** stable name, unique: 'about', 'agreement', 'privacy', 'help-deposit', … */
  code: string;
  type: 'notice' | 'help' | 'page';
  published_at: number;
}

export interface ContentTextsTable {
  content_id: number;
  /** one of the 8 languages (en_us, zh_hk, …) */
  locale: string;
  title: string;
  /** the first paragraph, shortened, for lists */
  summary: string;
  /** blocks separated by a blank line; see server/content/README.md for the format */
  body: string;
}

export interface BannersTable {
  id: number;
  code: string;
  /** a path served by the static files, e.g. /banners/storage-plan.svg */
  image: string;
  /** an in-app route, e.g. /lockMining */
  link: string;
  sort: number;
}

export interface BannerTitlesTable {
  banner_id: number;
  locale: string;
  title: string;
}

export interface UploadsTable {
  /** random file name with its extension, e.g. 3f…9a.png; also the public URL's last segment */
  name: string;
  user_id: number;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  size: number;
  created_at: number;
}

export interface TempTokensTable {
  /** sha256 of the token, hex; the token itself is never stored */
  token_hash: string;
  created_at: number;
  expires_at: number;
}

export interface ContentTables {
  contents: ContentsTable;
  content_texts: ContentTextsTable;
  banners: BannersTable;
  banner_titles: BannerTitlesTable;
  uploads: UploadsTable;
  temp_tokens: TempTokensTable;
}

export const contentMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('contents')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('contents_type_published').on('contents').columns(['type', 'published_at']).execute();

    await s
      .createTable('content_texts')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_texts_pk', ['content_id', 'locale'])
      .execute();

    await s
      .createTable('banners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await s
      .createTable('banner_titles')
      .addColumn('banner_id', 'integer', (c) => c.notNull().references('banners.id'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('banner_titles_pk', ['banner_id', 'locale'])
      .execute();

    await s
      .createTable('uploads')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('uploads_user').on('uploads').column('user_id').execute();

    await s
      .createTable('temp_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('temp_tokens_expires').on('temp_tokens').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['temp_tokens', 'uploads', 'banner_titles', 'banners', 'content_texts', 'contents']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
