import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banner, Content, DrawInfo, PlatformInfo, TempToken, WapConfig } from '@contract/content';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser } from '../helpers/users';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('common routes', () => {
  const ctx = useTestContext('sqlite', { config: { openH5AppDownload: true, downloadUrl: '/download' } });
  let api: TestApi;
  beforeEach(async () => {
    api = await testApi(ctx());
  });

  it('issues a temp token valid for 15 minutes and keeps only its hash', async () => {
    const before = Date.now();
    const answer = await api.call<TempToken>('common/temp/token');
    expect(answer).toMatchObject({ status: 200, code: 0 });
    expect(answer.data.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(answer.data.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    const rows = await ctx().db.selectFrom('temp_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(answer.data.token);
  });

  it('loads translated banners whose images exist and whose links are app routes', async () => {
    const en = await api.call<Banner[]>('common/load/banner');
    const tr = await api.call<Banner[]>('common/load/banner', {}, { locale: 'tr' });
    expect(en.data.length).toBeGreaterThanOrEqual(3);
    for (const [i, banner] of en.data.entries()) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, banner.image))).toBe(true);
      expect(tr.data[i]!.title).not.toBe(banner.title);
      expect(banner.link).toMatch(/^\/(lockMining|announcementDetail\/\d+)$/);
    }
    const linked = en.data.find((b) => b.link.startsWith('/announcementDetail/'))!;
    const id = Number(linked.link.split('/').pop());
    expect((await api.call<Content>('content/detail', { id })).data.type).toBe('notice');
  });

  it('answers the app-download settings from the configuration', async () => {
    expect((await api.call<WapConfig>('common/load/wap/config')).data).toEqual({
      openH5AppDownload: true,
      downloadUrl: '/download',
      demo: true,
    });
  });

  it('answers the platform info of the default brand', async () => {
    expect((await api.call<PlatformInfo>('tpaj/info')).data).toEqual({
      name: 'XB Exchange',
      customerServiceUrl: '/customerService',
      supportEmail: 'support@xb-exchange.example',
    });
  });

  it('answers the withdrawal rules to a signed-in user only', async () => {
    expect(await api.call('account/currency/draw/infos')).toMatchObject({ status: 401, code: 401, data: null });
    const { token } = await registerUser(ctx());
    const answer = await api.call<DrawInfo[]>('account/currency/draw/infos', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data.find((d) => d.asset === 'USDT')).toEqual({
      asset: 'USDT',
      chains: ['TRC20', 'ERC20', 'BEP20'],
      fee: '1',
      min: '100',
      max: '1000000',
      dailyMax: '99999999',
    });
    expect(answer.data.map((d) => d.asset)).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it.each(['common/temp/token', 'common/load/banner', 'common/load/wap/config', 'tpaj/info'])(
    'refuses an unknown field on %s and changes nothing',
    async (route) => {
      const answer = await api.call(route, { surprise: 1 });
      expect(answer).toMatchObject({ status: 400, code: 400, data: null });
      expect(answer.msg).toBe('The request contains information that is not allowed');
      expect(await ctx().db.selectFrom('temp_tokens').selectAll().execute()).toEqual([]);
    },
  );

  it.each([
    ['an array', '[]'],
    ['a string', '"token"'],
  ])('refuses %s as the body of common/temp/token', async (_name, raw) => {
    expect(await api.call('common/temp/token', undefined, { raw })).toMatchObject({ status: 400, code: 400 });
    expect(await ctx().db.selectFrom('temp_tokens').selectAll().execute()).toEqual([]);
  });
});

describe('common routes with the Turkish brand and the download banner on', () => {
  const ctx = useTestContext('sqlite', {
    config: { brand: 'tr_alt', openH5AppDownload: true, downloadUrl: 'https://apps.example/xb.apk' },
  });

  it('answers the configured values and names the brand in the pages', async () => {
    const api = await testApi(ctx());
    expect((await api.call<WapConfig>('common/load/wap/config')).data).toEqual({
      openH5AppDownload: true,
      downloadUrl: 'https://apps.example/xb.apk',
      demo: true,
    });
    expect((await api.call<PlatformInfo>('tpaj/info')).data.name).toBe('XB Türkiye');
    expect((await api.call<Content>('content/detail/by/code', { code: 'about' }, { locale: 'tr' })).data.title).toBe('XB Türkiye hakkında');
  });
});
