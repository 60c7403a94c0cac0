import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, 'data'),
      seed: 42,
      demoOutbox: true,
      tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
      market: true,
      uploadMaxBytes: 5 * 1024 * 1024,
      openH5AppDownload: false,
      downloadUrl: '',
      brand: 'default',
      distDir: path.join(ROOT, 'dist'),
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@localhost/db',
      SEED: '42',
      DEMO_OUTBOX: '0',
      TOKEN_TTL_MS: '60000',
      MARKET: 'off',
      BRAND: 'tr_alt',
      OPEN_H5_APP_DOWNLOAD: 'true',
    });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/tmp/x', databaseUrl: 'postgres://u@localhost/db', seed: 42, demoOutbox: false, tokenTtlMs: 60000, market: false, brand: 'tr_alt', openH5AppDownload: true });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ MARKET: 'maybe' }, /MARKET/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ BRAND: 'other' }, /BRAND/],
    [{ TOKEN_TTL_MS: '-5' }, /TOKEN_TTL_MS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
