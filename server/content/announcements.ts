/**
 * Writing an announcement that carries HTML (docs/help-and-tickets.md "The HTML policy"): the text of each language is
 * sanitised by the published allowlist before it is stored, so what the table holds can never run script. Ids of
 * written announcements start above the seed's fixed ids.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { plainTextOf, sanitizeRichText } from './html-policy';

const FIRST_WRITTEN_ID = 1000;
const SUMMARY_CHARS = 120;

export interface AnnouncementText {
  title: string;
  /** HTML, sanitised here */
  html: string;
}

export interface NewAnnouncement {
  code: string;
  publishedAt: number;
  /** by locale; English (en_us) is required, as every read falls back to it */
  texts: Readonly<Record<string, AnnouncementText>>;
}

const summaryOf = (html: string): string => {
  const chars = Array.from(plainTextOf(html));
  return chars.length <= SUMMARY_CHARS ? chars.join('') : `${chars.slice(0, SUMMARY_CHARS - 1).join('')}…`;
};

export async function publishAnnouncement(db: Kysely<Database>, announcement: NewAnnouncement): Promise<number> {
  if (!announcement.texts.en_us) throw new Error('an announcement needs its English text');
  return db.transaction().execute(async (trx) => {
    // The first statement writes, so that from another process than the running server's (an operator's) the transaction
    // waits for the write lock before it reads: had it read the last id first, a COMMIT of the server's in between would
    // make its first write fail at once with "database is locked" (SQLite's busy wait does not cover that case).
    const first = sql.lit(FIRST_WRITTEN_ID);
    const { rows } = await sql<{ id: number }>`
      insert into contents (id, code, type, published_at)
      select case when coalesce(max(id), 0) > ${first} then coalesce(max(id), 0) else ${first} end + 1,
        cast(${announcement.code} as text), 'notice', cast(${announcement.publishedAt} as bigint)
      from contents
      returning id`.execute(trx);
    const id = Number(rows[0]!.id);
    for (const [locale, text] of Object.entries(announcement.texts)) {
      const body = sanitizeRichText(text.html);
      await trx
        .insertInto('content_texts')
        .values({ content_id: id, locale, title: text.title, summary: summaryOf(body), body })
        .execute();
    }
    return id;
  });
}
