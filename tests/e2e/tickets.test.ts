/**
 * The ticket journey of issue 18 on a phone against the real server: the demo user opens the help centre (categories,
 * a server search), files a question with an image (the empty form says "cannot be empty"), sees it waiting; the
 * operator answers with `npm run operator -- tickets reply <id> "…"` on the server's DATA_DIR, and the reply reaches the
 * open help centre live (the badge on "My questions") and the question list (replied, the reply, "New reply").
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Ticket } from '@contract/tickets';
import help from '../../locales/en_us/help.json';
import { openDemoPhone, type DemoPhone } from './helpers/demo-phone';
import { smallTouchTargets } from './layout/phone-checks';
import { ok } from './journey/support/api';
import { alertIn, expectToast, waitForPath } from './journey/support/page';
import { withValues } from './journey/support/english';

const H = help.help;
const STEP = { timeout: 90_000 };
const ROOT = path.resolve(import.meta.dirname, '../..');
const REPLY = 'Your deposit arrived: <strong>10 USDT</strong> credited.';

let demo: DemoPhone;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPhone();
  page = demo.page;
}, 120_000);

afterAll(async () => {
  await demo?.phone.close();
  await demo?.server.stop();
});

async function expectAccessible(): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('a ticket on a phone', () => {
  let ticket: Ticket;

  it('opens the help centre with its categories and finds an article by the server search', STEP, async () => {
    await page.goto(`${demo.server.url}/mine/helpCenter`);
    const categories = page.getByRole('list', { name: H.center.categoriesLabel });
    await categories.getByRole('button', { name: new RegExp(H.center.categories.futures) }).waitFor();
    expect(await categories.getByRole('button').count()).toBe(9);
    await expectAccessible();
    await page.getByRole('searchbox', { name: H.center.searchLabel }).fill('deposit');
    await page.getByRole('button', { name: /How to deposit/ }).waitFor();
    await page.getByRole('searchbox', { name: H.center.searchLabel }).fill('');
  });

  it('refuses an empty question, then files one with an image', STEP, async () => {
    await page.getByRole('link', { name: H.center.askQuestion }).click();
    await waitForPath(page, '/mine/addQuestion');
    await page.getByRole('button', { name: H.add.submit }).click();
    await alertIn(page, withValues(H.add.required, { field: H.add.titleLabel })).waitFor();
    await alertIn(page, withValues(H.add.required, { field: H.add.contentLabel })).waitFor();
    await expectAccessible();

    await page.getByLabel(H.add.titleLabel).fill('Deposit not credited');
    await page.getByLabel(H.add.contentLabel).fill('I sent 10 USDT an hour ago.\nThe transfer proof is attached.');
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const first = withValues(H.add.imageLabel, { n: 1 });
    await page.getByLabel(first).first().setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('img', { name: first }).waitFor();
    await expectToast(page, H.add.sent, () => page.getByRole('button', { name: H.add.submit }).click());
    await waitForPath(page, '/mine/questionRecord');

    const [filed] = (await ok(demo.api<Paged<Ticket>>('ticket/list', {}, demo.demo))).items;
    ticket = filed!;
    expect(ticket).toMatchObject({ title: 'Deposit not credited', status: 'waiting', reply: null });
    expect(ticket.images).toHaveLength(1);
    const row = page.getByTestId('ticket').filter({ hasText: 'Deposit not credited' });
    await row.getByText(H.record.waiting, { exact: true }).waitFor();
    expect(await row.getByRole('img', { name: withValues(H.record.imageAlt, { n: 1 }) }).count()).toBe(1);
    await expectAccessible();
  });

  it('shows the operator’s reply live: the badge in the help centre, then replied with the reply in the list', STEP, async () => {
    await page.goto(`${demo.server.url}/mine/helpCenter`);
    await page.getByTestId('my-questions').waitFor();
    expect(await page.getByTestId('reply-badge').count()).toBe(0);

    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'operator', '--', 'tickets', 'reply', String(ticket.id), REPLY],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: demo.server.dataDir },
      },
    );
    expect(stdout).toContain(`ticket ${ticket.id}: reply recorded`);

    // no reload: the reply comes over the private `tickets` channel
    const badge = page.getByTestId('my-questions').getByTestId('reply-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');

    await page.getByTestId('my-questions').click();
    await waitForPath(page, '/mine/questionRecord');
    const row = page.getByTestId('ticket').filter({ hasText: 'Deposit not credited' });
    await row.getByText(H.record.replied, { exact: true }).waitFor();
    expect(await row.getByTestId('ticket-reply').locator('.safe-html').innerHTML()).toBe(REPLY);
    await row.getByTestId('reply-badge').waitFor();
    await expectAccessible();

    // seen: the help centre's badge is gone, and stays gone for the server
    await expect.poll(async () => (await ok(demo.api<Ticket>('ticket/detail', { id: ticket.id }, demo.demo))).unread).toBe(false);
    await page.goto(`${demo.server.url}/mine/helpCenter`);
    await page.getByTestId('my-questions').waitFor();
    expect(await page.getByTestId('reply-badge').count()).toBe(0);
  });
});
