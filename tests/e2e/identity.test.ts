/**
 * The identity journey of issue 17 on a phone against the real server: a new user reaches /mine from the home avatar,
 * is told on /mine/identity that e-mail and phone must both be bound, binds the phone (code from the demo outbox) and
 * sees the page follow live, submits Basic (name, ID type, country, ID number) and sees "under review"; the operator
 * command, run as a child process on the server's DATA_DIR, approves it and the page shows Basic; then Advanced with
 * three photo uploads ("file is being uploaded" while one is held in flight), approved the same way: /mine says
 * "Verified · Advanced" with the credit score raised and /withdraw shows the Advanced withdrawal cap. The identity
 * screens and /mine are axe clean with 44 px touch targets. The demo auto-review is off (KYC_AUTO_REVIEW_MS=0), so only
 * the operator's decision moves the state.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityStatus } from '@contract/identity';
import type { WithdrawLimits } from '@contract/wallet';
import mineJson from '../../locales/en_us/mine.json';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { apiOf, ok, registerByApi, uniqueEmail, type Call } from './journey/support/api';
import { EN, withValues } from './journey/support/english';
import { expectToast, openJourneyPhone, storeToken } from './journey/support/page';

const M = mineJson.mine;
const ID = M.identity;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** the pushes, the review job's second and a busy shared machine */
const STEP = { timeout: 90_000 };
const COUNTRY_CODE = '86';
const PHONE = '13812345678';

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let token: string;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer({ KYC_AUTO_REVIEW_MS: '0' }), openJourneyPhone()]);
  api = apiOf(server.url);
  token = (await registerByApi(api, uniqueEmail('identity'), 'pass1234')).token;
  await storeToken(phone.page, server.url, token);
  page = phone.page;
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const status = () => ok(api<IdentityStatus>('user/identity/status', {}, token));

/** `npm run operator -- identity approve <id>` against the test server's database, as an operator would run it. */
async function operatorApprove(): Promise<string> {
  const { submissionId } = await status();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator.ts', 'identity', 'approve', String(submissionId)],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } },
  );
  return stdout;
}

async function expectAxeClean(path: string) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}`)).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
}

const png = (shade: number) =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 80, b: 120 } } })
    .png()
    .toBuffer();

describe('identity verification on a phone', () => {
  it('reaches /mine from the home avatar: masked account, not verified, credit score 100', STEP, async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('link', { name: M.entry }).click();
    await page.waitForURL('**/mine');
    expect(await page.getByTestId('mine-account').textContent()).toMatch(/^id\*\*\*@example\.com$/);
    expect(await page.getByTestId('mine-kyc').textContent()).toBe(M.kyc.none);
    expect(await page.getByTestId('mine-credit').textContent()).toBe(`${M.credit.label}100`);
    await expectAxeClean('/mine');
  });

  it('says both e-mail and phone must be bound, and follows the phone binding live', STEP, async () => {
    await page.getByRole('link', { name: new RegExp(M.kyc.label) }).click();
    await page.waitForURL('**/mine/identity');
    await page.getByText(ID.requirements.title).waitFor();
    expect(await page.getByTestId('binding-email').textContent()).toBe(`${ID.requirements.email}${ID.requirements.bound}`);
    expect(await page.getByTestId('binding-phone').textContent()).toContain(ID.requirements.notBound);
    expect(await page.getByRole('link', { name: ID.start.basic }).count()).toBe(0);
    await expectAxeClean('/mine/identity');

    await ok(api('user/bind/code', { kind: 'phone', countryCode: COUNTRY_CODE, phone: PHONE }, token));
    const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to: PHONE, countryCode: COUNTRY_CODE }));
    const code = box.find((m) => m.purpose === 'bindPhone')!.code;
    await ok(api('user/bind/phone', { countryCode: COUNTRY_CODE, phone: PHONE, code }, token));
    await page.getByRole('link', { name: ID.start.basic }).waitFor();
    expect(await page.getByTestId('binding-phone').textContent()).toBe(`${ID.requirements.phone}${ID.requirements.bound}`);
  });

  it('submits Basic with a published ID format and shows it under review', STEP, async () => {
    await page.goto(`${server.url}/mine/identityNew`);
    await page.getByTestId('identity-level-basic').getByRole('link').click();
    await page.waitForURL('**/mine/identityBase');
    const form = page.getByRole('form', { name: ID.basic.title });
    await expectAxeClean('/mine/identityBase');
    await form.getByLabel(ID.basic.name, { exact: true }).fill('Wang Xiaoming');
    await form.getByLabel(ID.basic.idType, { exact: true }).selectOption('nationalId');
    await form.getByLabel(ID.basic.country, { exact: true }).selectOption('CN');
    await form.getByLabel(ID.basic.idNumber, { exact: true }).fill('1101051949');
    await form.getByRole('button', { name: ID.basic.submit }).click();
    await form.getByText(ID.basic.errors.idNumberInvalid).waitFor();
    await form.getByLabel(ID.basic.idNumber, { exact: true }).fill('11010519491231002X');
    await expectToast(page, ID.submitted, () => form.getByRole('button', { name: ID.basic.submit }).click());
    await page.waitForURL('**/mine/identity');
    expect(await page.getByTestId('identity-state').textContent()).toMatch(/^Your Basic verification is under review/);
    expect((await status()).status).toBe('pending');
  });

  it('shows Basic as soon as the operator command approves it', STEP, async () => {
    expect(await operatorApprove()).toBeTruthy();
    await page.getByRole('link', { name: ID.start.advanced }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('identity-level').textContent()).toBe(ID.levels.basic);
  });

  it('uploads the three photos, "file is being uploaded" while one travels, and submits Advanced', STEP, async () => {
    await page.getByRole('link', { name: ID.start.advanced }).click();
    await page.waitForURL('**/mine/identityAdvance');
    const form = page.getByRole('form', { name: ID.advanced.title });
    await expectAxeClean('/mine/identityAdvance');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdFirstUpload = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/xb/v1/common/upload', holdFirstUpload, { times: 1 });
    await form
      .getByLabel(ID.advanced.front, { exact: true })
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await png(10) });
    await form.getByRole('status').getByText(ID.advanced.uploading).waitFor();
    await form.getByRole('button', { name: ID.advanced.submit }).click();
    await form.getByText(ID.advanced.errors.uploading).waitFor();
    release();
    await form.getByRole('img', { name: ID.advanced.front }).waitFor();

    await form
      .getByLabel(ID.advanced.back, { exact: true })
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await png(90) });
    await form.getByRole('img', { name: ID.advanced.back }).waitFor();
    await form
      .getByLabel(ID.advanced.holding, { exact: true })
      .setInputFiles({ name: 'holding.png', mimeType: 'image/png', buffer: await png(170) });
    await form.getByRole('img', { name: ID.advanced.holding }).waitFor();
    await expectToast(page, ID.submitted, () => form.getByRole('button', { name: ID.advanced.submit }).click());
    await page.waitForURL('**/mine/identity');
    expect(await page.getByTestId('identity-state').textContent()).toMatch(/^Your Advanced verification is under review/);
  });

  it('is certified Advanced once approved: /mine says so with the raised score, /withdraw shows the higher cap', STEP, async () => {
    await operatorApprove();
    await page.getByText(ID.done).waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/mine`);
    await page.getByText(M.kyc.certified.advanced).waitFor();
    expect(await page.getByTestId('mine-credit').textContent()).toBe(`${M.credit.label}120`);

    const limits = await ok(api<WithdrawLimits>('wallet/withdraw/limits', {}, token));
    expect(limits.kycCapUsdt).toBe(limits.kycCapsUsdt.advanced);
    await page.goto(`${server.url}/withdraw`);
    const [before, after] = withValues(EN.assets.withdraw.limits.kyc.advanced, { cap: '|' }).split('|');
    const cap = (await page.getByTestId('withdraw-kyc-cap').textContent())!;
    expect(cap.startsWith(before!) && cap.endsWith(after!), cap).toBe(true);
    expect(cap.slice(before!.length, cap.length - after!.length).replace(/,/g, '')).toMatch(new RegExp(`^${limits.kycCapUsdt}(\\.0+)?$`));
  });

  it('is axe clean on the level list', STEP, async () => {
    await page.goto(`${server.url}/mine/identityNew`);
    await page.getByTestId('identity-level-advanced').waitFor();
    expect(await page.getByTestId('identity-level-advanced').textContent()).toContain(ID.new.state.done);
    await expectAxeClean('/mine/identityNew');
  });
});
