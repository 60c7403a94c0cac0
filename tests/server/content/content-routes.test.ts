import { beforeEach, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Content, ContentSummary } from '@contract/content';
import { LOCALES } from '../../../server/i18n/locales';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';

describe('content routes', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi;
  beforeEach(async () => {
    api = await testApi(ctx());
  });

  const list = (body: unknown, locale?: string) => api.call<Paged<ContentSummary>>('content/list', body, locale ? { locale } : {});
  const byCode = (code: string, locale?: string) => api.call<Content>('content/detail/by/code', { code }, locale ? { locale } : {});

  it('lists announcements newest first, seeded when the app started', async () => {
    const answer = await list({ type: 'notice' });
    expect(answer).toMatchObject({ status: 200, code: 0, msg: '' });
    expect(answer.data).toMatchObject({ page: 1, size: 20, total: 6 });
    const dates = answer.data.items.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(answer.data.items[0]).toMatchObject({ code: 'notice-maintenance', type: 'notice' });
  });

  it('pages the help centre', async () => {
    const first = await list({ type: 'help', page: 1, size: 6 });
    const second = await list({ type: 'help', page: 2, size: 6 });
    expect(first.data.items).toHaveLength(6);
    expect(second.data.items).toHaveLength(4);
    expect(new Set([...first.data.items, ...second.data.items].map((i) => i.id)).size).toBe(10);
  });

  it.each(LOCALES.filter((l) => l !== 'en_us'))('answers in %s, differently from English', async (locale) => {
    const en = await list({ type: 'help' });
    const other = await list({ type: 'help' }, locale);
    expect(other.data.items.map((i) => i.id)).toEqual(en.data.items.map((i) => i.id));
    other.data.items.forEach((item, i) => expect(item.title).not.toBe(en.data.items[i]!.title));
    for (const code of ['about', 'agreement', 'privacy']) {
      const page = await byCode(code, locale);
      expect(page.status).toBe(200);
      expect(page.data.body).not.toBe((await byCode(code)).data.body);
    }
  });

  it('falls back to English for an unknown locale and maps zh to Simplified Chinese', async () => {
    expect((await byCode('privacy', 'xx')).data).toEqual((await byCode('privacy')).data);
    expect((await byCode('privacy', 'zh')).data).toEqual((await byCode('privacy', 'zh_cn')).data);
  });

  it('answers the detail of a listed announcement, with the brand name filled in', async () => {
    const [first] = (await list({ type: 'notice' })).data.items;
    const detail = await api.call<Content>('content/detail', { id: first!.id });
    expect(detail.data).toMatchObject({ id: first!.id, title: first!.title, summary: first!.summary });
    expect(detail.data.body.split('\n\n').length).toBeGreaterThan(1);
    expect((await byCode('about')).data.title).toBe('About XB Exchange');
  });

  it.each([
    ['content/detail', { id: 999_999 }],
    ['content/detail/by/code', { code: 'no-such-page' }],
  ])('answers 404 for %s %j', async (path, body) => {
    expect(await api.call(path, body)).toEqual({ status: 404, code: 404, msg: 'Not found', data: null });
    expect((await api.call(path, body, { locale: 'de' })).msg).not.toBe('Not found');
  });

  it.each([
    ['content/list', {}, 'Category'],
    ['content/list', { type: 'page' }, 'Category'],
    ['content/list', { type: 'notice', page: 0 }, 'Page'],
    ['content/list', { type: 'notice', page: '1' }, 'Page'],
    ['content/list', { type: 'notice', size: 101 }, 'Page size'],
    ['content/list', { type: 'notice', size: 2.5 }, 'Page size'],
    ['content/list', { type: 'notice', extra: 1 }, 'not allowed'],
    ['content/detail', {}, 'Article'],
    ['content/detail', { id: '101' }, 'Article'],
    ['content/detail', { id: 0 }, 'Article'],
    ['content/detail', { id: -5 }, 'Article'],
    ['content/detail', { id: 1.5 }, 'Article'],
    ['content/detail', { id: null }, 'Article'],
    ['content/detail/by/code', {}, 'Document'],
    ['content/detail/by/code', { code: 42 }, 'Document'],
    ['content/detail/by/code', { code: 'ABOUT' }, 'Document'],
    ['content/detail/by/code', { code: '../about' }, 'Document'],
    ['content/detail/by/code', { code: 'x'.repeat(65) }, 'Document'],
  ])('refuses %s %j with 400 naming %s', async (path, body, field) => {
    const answer = await api.call(path, body);
    expect(answer).toMatchObject({ status: 400, code: 400, data: null });
    expect(answer.msg).toContain(field);
  });

  it('refuses a body that is not JSON', async () => {
    expect(await api.call('content/list', undefined, { raw: '{type:' })).toMatchObject({ status: 400, code: 400 });
  });
});
