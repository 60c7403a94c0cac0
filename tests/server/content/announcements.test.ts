/** An announcement written with HTML is stored sanitised (docs/help-and-tickets.md), and read back as stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '@contract/content';
import { publishAnnouncement } from '../../../server/content/announcements';
import { createTestContext, type TestContext } from '../helpers/context';
import { testApi, type TestApi } from '../helpers/http';

describe('publishAnnouncement', () => {
  let ctx: TestContext;
  let api: TestApi;
  beforeAll(async () => {
    ctx = await createTestContext();
    api = await testApi(ctx);
  });
  afterAll(() => ctx.close());

  it('stores only what the allowlist keeps, and lists it newest first', async () => {
    const id = await publishAnnouncement(ctx.db, {
      code: 'notice-written',
      publishedAt: Date.parse('2030-01-01T00:00:00Z'),
      texts: {
        en_us: {
          title: 'Written',
          html: '<p>Hello<script>window.__xss=1</script> <img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">x</a></p><iframe src="https://evil.example"></iframe>',
        },
      },
    });
    expect(id).toBeGreaterThan(1000);
    const rows = await ctx.db.selectFrom('content_texts').select(['body', 'summary']).where('content_id', '=', id).execute();
    expect(rows).toEqual([{ body: '<p>Hello <a>x</a></p>', summary: 'Hello x' }]);
    const detail = await api.call<Content>('content/detail', { id }, { locale: 'de' });
    expect(detail.data).toMatchObject({ id, title: 'Written', body: '<p>Hello <a>x</a></p>' });
    const list = await api.call<{ items: Content[] }>('content/list', { type: 'notice', size: 1 });
    expect(list.data.items[0]?.id).toBe(id);
  });
});
