/**
 * Issue 18's XSS proof on a phone against the real server: an announcement and a ticket reply carrying <script>, an
 * <img onerror> and a javascript: link never run anything — a window flag the payloads would set stays unset, and no
 * content security policy violation is even attempted for them (the CSP is the last line, never needed). One
 * announcement is written through the server's sanitising write path, one straight into the table as if a sanitiser had
 * been skipped, so the client's own allowlist (SafeHtml) is proven too.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@contract/tickets';
import { publishAnnouncement } from '../../server/content/announcements';
import { loadConfig } from '../../server/config';
import { openStore } from '../../server/store/open';
import { openDemoPhone, type DemoPhone } from './helpers/demo-phone';
import { ok } from './journey/support/api';

const STEP = { timeout: 90_000 };
const ROOT = path.resolve(import.meta.dirname, '../..');
const PAYLOAD =
  '<p>Read me<script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'">' +
  '<a href="javascript:window.__xss=\'link\'">click here</a><svg onload="window.__xss = \'svg\'"></svg></p>' +
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe><style>body { display: none }</style>';

type Probe = { __xss?: string; __cspViolations?: string[] };

let demo: DemoPhone;
let page: Page;
const announcementIds: number[] = [];
let ticket: Ticket;

beforeAll(async () => {
  demo = await openDemoPhone();
  page = demo.page;
  await demo.phone.context.addInitScript(() => {
    const probe = window as Probe;
    probe.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => probe.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const db = await openStore(loadConfig({ ...process.env, DATA_DIR: demo.server.dataDir }));
  try {
    const now = Date.now();
    announcementIds.push(
      await publishAnnouncement(db, {
        code: 'notice-xss-written',
        publishedAt: now,
        texts: { en_us: { title: 'Written announcement', html: PAYLOAD } },
      }),
    );
    // as if the server's sanitiser had been skipped: the raw payload in the table
    const id = announcementIds[0]! + 1;
    await db
      .insertInto('contents')
      .values({ id, code: 'notice-xss-raw', type: 'notice', published_at: now + 1 })
      .execute();
    await db
      .insertInto('content_texts')
      .values({ content_id: id, locale: 'en_us', title: 'Raw announcement', summary: 'Read me', body: PAYLOAD })
      .execute();
    announcementIds.push(id);
  } finally {
    await db.destroy();
  }
  ticket = await ok(demo.api<Ticket>('ticket/create', { title: 'Question', content: '<b>not markup</b>', images: [] }, demo.demo));
  await promisify(execFile)('npm', ['run', '--silent', 'operator', '--', 'tickets', 'reply', String(ticket.id), PAYLOAD], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: demo.server.dataDir },
  });
}, 120_000);

afterAll(async () => {
  await demo?.phone.close();
  await demo?.server.stop();
});

async function expectNothingRan(): Promise<void> {
  // give an image error or a load event the time to fire, had anything been loaded
  await page.waitForLoadState('networkidle');
  const probe = await page.evaluate(() => ({ xss: (window as Probe).__xss ?? null, csp: (window as Probe).__cspViolations ?? null }));
  expect(JSON.stringify(probe)).toBe(JSON.stringify({ xss: null, csp: [] }));
  expect(await page.locator('.safe-html script, .safe-html img, .safe-html iframe, .safe-html svg, .safe-html style').count()).toBe(0);
  expect(await page.locator('.safe-html [onerror], .safe-html [onload], .safe-html a[href^="javascript"]').count()).toBe(0);
  expect(await page.locator('body').isVisible()).toBe(true);
}

describe('stored script never runs', () => {
  it('in an announcement written through the sanitiser and one that skipped it', STEP, async () => {
    for (const id of announcementIds) {
      await page.goto(`${demo.server.url}/announcementDetail/${id}`);
      await page.locator('.safe-html').getByText('Read me').waitFor();
      await page.locator('.safe-html').getByText('click here').click();
      await expectNothingRan();
    }
    await page.goto(`${demo.server.url}/announcement`);
    await page.getByTestId('announcement').filter({ hasText: 'Raw announcement' }).waitFor();
    await expectNothingRan();
  });

  it('in a ticket reply, and a question’s own text stays text', STEP, async () => {
    await page.goto(`${demo.server.url}/mine/questionRecord`);
    const row = page.getByTestId('ticket').filter({ hasText: 'Question' });
    await row.getByTestId('ticket-reply').getByText('Read me').waitFor();
    expect(await row.getByText('<b>not markup</b>').count()).toBe(1);
    await row.getByText('click here').click();
    await expectNothingRan();
  });
});
