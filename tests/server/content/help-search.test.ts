/** content/search and content/list's category (docs/help-and-tickets.md): server-side, in the reader's language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CATEGORIES, type ContentSummary } from '@contract/content';
import type { Paged } from '@contract/primitives';
import { createTestContext, type TestContext } from '../helpers/context';
import { testApi, type TestApi } from '../helpers/http';

describe('help centre: categories and search', () => {
  let ctx: TestContext;
  let api: TestApi;
  beforeAll(async () => {
    ctx = await createTestContext();
    api = await testApi(ctx);
  });
  afterAll(() => ctx.close());
  const call = (path: string, body: object, locale = 'en_us') => api.call<Paged<ContentSummary>>(path, body, { locale });

  it('gives every category at least one article, each article its category', async () => {
    for (const category of HELP_CATEGORIES) {
      const { data } = await call('content/list', { type: 'help', category });
      expect(data.total, category).toBeGreaterThan(0);
      expect(data.items.every((i) => i.category === category)).toBe(true);
    }
  });

  it('finds articles containing every word, title matches first, in the reader’s language', async () => {
    const en = (await call('content/search', { keyword: 'DEPOSIT' })).data.items;
    expect(en[0]?.code).toBe('help-deposit');
    expect((await call('content/search', { keyword: 'leverage margin' })).data.items.map((i) => i.code)).toEqual(['help-futures']);
    expect((await call('content/search', { keyword: '存币宝' }, 'zh_cn')).data.items.map((i) => i.code)).toContain('help-lock-mining');
    expect((await call('content/search', { keyword: '存币宝' })).data.total).toBe(0);
  });

  it('refuses a keyword of only spaces or more than 5 words', async () => {
    expect((await call('content/search', { keyword: '   ' })).msg).toBe('Search is required');
    expect((await call('content/search', { keyword: 'a b c d e f' })).msg).toBe('Search is not valid');
  });
});
