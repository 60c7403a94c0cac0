import { beforeEach, describe, expect, it } from 'vitest';
import { loadBanners } from '../../../server/content/banners';
import { ContentService } from '../../../server/content/content-service';
import { CONTENT_CATALOGUE } from '../../../server/content/seed/catalogue';
import { seedContent } from '../../../server/content/seed/seed-content';
import { BACKENDS, useTestContext } from '../helpers/backends';

const notices = CONTENT_CATALOGUE.filter((c) => c.type === 'notice').sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

describe.each(BACKENDS)('ContentService on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let content: ContentService;
  beforeEach(async () => {
    await seedContent(ctx().serial);
    content = new ContentService(ctx().db, 'Test Brand');
  });

  it('lists notices newest first, in pages', async () => {
    const first = await content.list('notice', 1, 4, 'en_us');
    const second = await content.list('notice', 2, 4, 'en_us');
    expect(first.total).toBe(notices.length);
    expect([...first.items, ...second.items].map((i) => i.code)).toEqual(notices.map((n) => n.code));
    expect(first).toMatchObject({ page: 1, size: 4 });
    expect(first.items[0]!.publishedAt).toBe(Date.parse(notices[0]!.publishedAt));
  });

  it('answers an empty page past the end', async () => {
    expect(await content.list('help', 50, 20, 'en_us')).toEqual({ items: [], page: 50, size: 20, total: 10 });
  });

  it('lists only the asked type', async () => {
    const help = await content.list('help', 1, 100, 'en_us');
    expect(help.items.every((i) => i.type === 'help')).toBe(true);
    expect(help.items.map((i) => i.code)).toContain('help-deposit');
  });

  it('answers in the caller language and falls back to English for another', async () => {
    const en = await content.byCode('help-deposit', 'en_us');
    const de = await content.byCode('help-deposit', 'de');
    expect(de.title).not.toBe(en.title);
    expect(de.id).toBe(en.id);
    expect(await content.byCode('help-deposit', 'xx')).toEqual(en);
  });

  it('finds an item by id and by code alike', async () => {
    const about = await content.byCode('about', 'jp');
    expect(await content.byId(about.id, 'jp')).toEqual(about);
    expect(about.body.length).toBeGreaterThan(100);
  });

  it('puts the brand name in place of {brand}', async () => {
    const about = await content.byCode('about', 'fr');
    expect(about.title).toBe('À propos de Test Brand');
    expect(about.body).not.toContain('{brand}');
    expect(about.body).toContain('Test Brand');
  });

  it('answers 404 for an unknown id or code', async () => {
    await expect(content.byId(999_999, 'en_us')).rejects.toMatchObject({ name: 'AppError', status: 404, key: 'notFound' });
    await expect(content.byCode('nothing-here', 'en_us')).rejects.toMatchObject({ name: 'AppError', status: 404, key: 'notFound' });
  });

  it('loads the banners in order with translated titles', async () => {
    const en = await loadBanners(ctx().db, 'en_us');
    const kr = await loadBanners(ctx().db, 'kr');
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(kr.map((b) => b.image)).toEqual(en.map((b) => b.image));
    kr.forEach((b, i) => expect(b.title).not.toBe(en[i]!.title));
    expect(en[0]).toEqual({ id: 1, image: '/banners/storage-plan.svg', title: expect.any(String), link: '/lockMining' });
  });
});
