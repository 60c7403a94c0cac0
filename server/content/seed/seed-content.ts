/**
 * Writes the seed into the content tables. Safe to run at every start: rows are upserted by their
 * fixed ids, so a second run changes nothing and an edited seed file brings the rows up to date.
 * The seed files are the source of truth for seeded items (there is no editor for them).
 */
import type { Serial } from '../../store/serial';
import { buildSeedRows } from './rows';

export async function seedContent(serial: Serial): Promise<void> {
  const rows = buildSeedRows();
  await serial.run(async (trx) => {
    await trx
      .insertInto('contents')
      .values(rows.contents)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          type: eb.ref('excluded.type'),
          published_at: eb.ref('excluded.published_at'),
        })),
      )
      .execute();
    await trx
      .insertInto('content_texts')
      .values(rows.contentTexts)
      .onConflict((oc) =>
        oc.columns(['content_id', 'locale']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          body: eb.ref('excluded.body'),
        })),
      )
      .execute();
    await trx
      .insertInto('banners')
      .values(rows.banners)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          image: eb.ref('excluded.image'),
          link: eb.ref('excluded.link'),
          sort: eb.ref('excluded.sort'),
        })),
      )
      .execute();
    await trx
      .insertInto('banner_titles')
      .values(rows.bannerTitles)
      .onConflict((oc) => oc.columns(['banner_id', 'locale']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })))
      .execute();
  });
}
