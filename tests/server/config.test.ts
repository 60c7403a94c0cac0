import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { demoWarning } from '../../server/demo-mode';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, 'data'),
      seed: 42,
      demo: true,
      tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
      market: true,
      uploadMaxBytes: 5 * 1024 * 1024,
      uploadRatePerMinute: 10,
      uploadQuotaBytes: 50 * 1024 * 1024,
      openH5AppDownload: false,
      downloadUrl: '',
      brand: 'default',
      distDir: path.join(ROOT, 'dist'),
      kycAutoReviewMs: 60_000,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@localhost/db',
      SEED: '42',
      DEMO: '0',
      TOKEN_TTL_MS: '60000',
      MARKET: 'off',
      BRAND: 'tr_alt',
      OPEN_H5_APP_DOWNLOAD: 'true',
      UPLOAD_RATE_PER_MINUTE: '3',
      UPLOAD_QUOTA_BYTES: '1048576',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@localhost/db',
      seed: 42,
      demo: false,
      tokenTtlMs: 60000,
      market: false,
      brand: 'tr_alt',
      openH5AppDownload: true,
      uploadRatePerMinute: 3,
      uploadQuotaBytes: 1048576,
    });
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['exchange.example', false],
  ])('turns the demo features on by default only on a loopback HOST (%s: %s)', (HOST, demo) => {
    expect(loadConfig({ HOST }).demo).toBe(demo);
  });

  it.each([
    [{ HOST: '0.0.0.0', DEMO: '1' }, true],
    [{ HOST: '0.0.0.0', DEMO_OUTBOX: 'on' }, true],
    [{ HOST: '127.0.0.1', DEMO: '0' }, false],
    [{ HOST: '127.0.0.1', DEMO_OUTBOX: '0' }, false],
    [{ HOST: '0.0.0.0', DEMO: '0', DEMO_OUTBOX: '1' }, false],
  ])('takes DEMO (or its older name DEMO_OUTBOX) when given: %j', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DEMO: 'maybe' }, /DEMO/],
    [{ UPLOAD_RATE_PER_MINUTE: '0' }, /UPLOAD_RATE_PER_MINUTE/],
    [{ UPLOAD_QUOTA_BYTES: '5 MB' }, /UPLOAD_QUOTA_BYTES/],
    [{ PORT: '70000' }, /PORT/],
    [{ MARKET: 'maybe' }, /MARKET/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ BRAND: 'other' }, /BRAND/],
    [{ TOKEN_TTL_MS: '-5' }, /TOKEN_TTL_MS/],
    [{ PRICE_SCRIPT: 'path.json', DEMO: '0' }, /PRICE_SCRIPT/],
    [{ PRICE_SCRIPT: 'path.json', HOST: '0.0.0.0' }, /PRICE_SCRIPT/],
    [{ KYC_AUTO_REVIEW_MS: '1000', DEMO: '0' }, /KYC_AUTO_REVIEW_MS/],
    [{ KYC_AUTO_REVIEW_MS: 'soon' }, /KYC_AUTO_REVIEW_MS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('PRICE_SCRIPT', () => {
  it('is taken, as an absolute path, only with the demo features on', () => {
    expect(loadConfig({ PRICE_SCRIPT: 'tests/fixtures/p.json' }).priceScript).toBe(path.resolve('tests/fixtures/p.json'));
    expect(loadConfig({ PRICE_SCRIPT: '/x/p.json', HOST: '0.0.0.0', DEMO: '1' }).priceScript).toBe('/x/p.json');
    expect(loadConfig({}).priceScript).toBeUndefined();
  });
});

describe('KYC_AUTO_REVIEW_MS', () => {
  it('auto-reviews after a minute in the demo, as set, or never (0, and always with the demo features off)', () => {
    expect(loadConfig({ KYC_AUTO_REVIEW_MS: '5000' }).kycAutoReviewMs).toBe(5000);
    expect(loadConfig({ KYC_AUTO_REVIEW_MS: '0' }).kycAutoReviewMs).toBe(0);
    expect(loadConfig({ DEMO: '0' }).kycAutoReviewMs).toBe(0);
    expect(loadConfig({ HOST: '0.0.0.0' }).kycAutoReviewMs).toBe(0);
    expect(loadConfig({ DEMO: '0', KYC_AUTO_REVIEW_MS: '0' }).kycAutoReviewMs).toBe(0);
  });
});

describe('demoWarning', () => {
  it('warns loudly when the demo features are on where other machines can reach them', () => {
    const warning = demoWarning(loadConfig({ HOST: '0.0.0.0', DEMO: '1' }));
    expect(warning).toContain('WARNING: the demo features are ON and the server listens on 0.0.0.0');
    expect(warning).toContain('DEMO=0');
  });

  it.each([{}, { HOST: '0.0.0.0' }, { HOST: '127.0.0.1', DEMO: '1' }, { HOST: 'localhost' }])('stays quiet otherwise (%j)', (env) => {
    expect(demoWarning(loadConfig(env))).toBeNull();
  });
});
