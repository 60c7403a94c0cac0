import { describe, expect, it } from 'vitest';
import { CONTENT_CATALOGUE } from '../../../server/content/seed/catalogue';
import { seedContent } from '../../../server/content/seed/seed-content';
import { LOCALES } from '../../../server/i18n/locales';
import { BACKENDS, useTestContext } from '../helpers/backends';

describe.each(BACKENDS)('seedContent on $name', ({ name }) => {
  const ctx = useTestContext(name);

  const snapshot = async () => ({
    contents: await ctx().db.selectFrom('contents').selectAll().orderBy('id').execute(),
    texts: await ctx().db.selectFrom('content_texts').selectAll().orderBy('content_id').orderBy('locale').execute(),
    banners: await ctx().db.selectFrom('banners').selectAll().orderBy('id').execute(),
    titles: await ctx().db.selectFrom('banner_titles').selectAll().orderBy('banner_id').orderBy('locale').execute(),
  });

  it('fills the tables on the first run', async () => {
    expect((await snapshot()).contents).toEqual([]);
    await seedContent(ctx().serial);
    const rows = await snapshot();
    expect(rows.contents.map((r) => r.code)).toEqual([...CONTENT_CATALOGUE].sort((a, b) => a.id - b.id).map((c) => c.code));
    expect(rows.contents.find((r) => r.code === 'about')?.published_at).toBe(Date.parse('2026-08-01T00:00:00Z'));
    expect(rows.texts).toHaveLength(CONTENT_CATALOGUE.length * LOCALES.length);
    expect(rows.banners.length).toBeGreaterThanOrEqual(3);
    expect(rows.titles).toHaveLength(rows.banners.length * LOCALES.length);
  });

  it('changes nothing when run again', async () => {
    await seedContent(ctx().serial);
    const first = await snapshot();
    await seedContent(ctx().serial);
    expect(await snapshot()).toEqual(first);
  });

  it('restores a seeded text that was changed in the database', async () => {
    await seedContent(ctx().serial);
    const first = await snapshot();
    await ctx().db.updateTable('content_texts').set({ title: 'stale' }).where('locale', '=', 'de').execute();
    await seedContent(ctx().serial);
    expect(await snapshot()).toEqual(first);
  });
});
