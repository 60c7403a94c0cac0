/**
 * Server settings, read once from the environment. Every variable is optional; a malformed value
 * stops the start with a message naming it rather than running with a surprise.
 *
 * PORT (8080) · HOST (127.0.0.1; 0.0.0.0 to reach it from a phone) · DATA_DIR (data/, holds exchange.db) · DATABASE_URL (postgres://…,
 * else SQLite) · SEED (42, the market simulator's seed) · DEMO (demo/outbox and demo top-ups, see
 * server/demo-mode.ts: on by default only when HOST is a loopback address; DEMO_OUTBOX is its older
 * name) · TOKEN_TTL_MS (7 days) · MARKET (on: simulator and bots) · UPLOAD_MAX_BYTES (5 MiB)
 * · UPLOAD_RATE_PER_MINUTE (10 uploads a user may try) · UPLOAD_QUOTA_BYTES (50 MiB stored per user)
 * · OPEN_H5_APP_DOWNLOAD (off) · DOWNLOAD_URL (none) · BRAND (default | tr_alt) · DIST_DIR (dist/)
 * · CHAIN_SEED (hex, 32–64 bytes: the key deposit addresses are derived from; required while DEMO is off, server/chain/addresses/seed.ts)
 * · PRICE_SCRIPT (test-only: a file of index price paths, server/futures/price/price-script.ts; refused unless DEMO is on)
 * · CLOCK_OFFSET_MS (test-only: the server's clock runs this many ms ahead, server/clock.ts; refused unless DEMO is on)
 * · KYC_AUTO_REVIEW_MS (demo: approve a valid identity submission after this wait; 60 000 with DEMO on, 0 = off; refused unless DEMO is on)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from './demo-mode';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: number;
  /** demo/outbox and asset/demo/fund (server/demo-mode.ts) */
  demo: boolean;
  tokenTtlMs: number;
  market: boolean;
  uploadMaxBytes: number;
  /** upload attempts per user in any 60 seconds */
  uploadRatePerMinute: number;
  /** bytes of stored images per user */
  uploadQuotaBytes: number;
  openH5AppDownload: boolean;
  downloadUrl: string;
  brand: 'default' | 'tr_alt';
  distDir: string;
  /** the key deposit addresses are derived from (hex); without it only the demo and test modes start (server/chain/addresses/seed.ts) */
  chainSeed?: string;
  /** test-only: the perpetuals' index follows this file's price paths (PRICE_SCRIPT); only with the demo features on */
  priceScript?: string;
  /** test-only: the server's clock runs this many ms ahead of the system clock (CLOCK_OFFSET_MS); only with the demo features on */
  clockOffsetMs?: number;
  /** demo-only: a pending identity submission of a user with e-mail and phone bound is approved after this wait; 0 = off (docs/identity.md) */
  kycAutoReviewMs: number;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DAY_MS = 24 * 60 * 60 * 1000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = text(env, 'DATABASE_URL', '');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://`);
  }
  const brand = text(env, 'BRAND', 'default');
  if (brand !== 'default' && brand !== 'tr_alt') throw new Error(`BRAND must be default or tr_alt, got "${brand}"`);
  const host = text(env, 'HOST', '127.0.0.1');
  const demo = flag(env, 'DEMO', flag(env, 'DEMO_OUTBOX', isLoopbackHost(host)));
  const priceScript = text(env, 'PRICE_SCRIPT', '');
  const chainSeed = text(env, 'CHAIN_SEED', '');
  const clockOffsetMs = int(env, 'CLOCK_OFFSET_MS', 0, 0, 365 * DAY_MS);
  // a scripted index moves every mark, and so liquidations and funding: never on a real exchange
  if (priceScript) refuseWithoutDemo('PRICE_SCRIPT', demo);
  // a clock running ahead expires codes, sessions and cycle orders early and dates every entry wrongly: likewise
  if (clockOffsetMs) refuseWithoutDemo('CLOCK_OFFSET_MS', demo);
  const kycAutoReviewMs = int(env, 'KYC_AUTO_REVIEW_MS', demo ? 60_000 : 0, 0, 7 * DAY_MS);
  // a real exchange has a person review identities
  if (kycAutoReviewMs) refuseWithoutDemo('KYC_AUTO_REVIEW_MS', demo);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host,
    dataDir: path.resolve(ROOT, text(env, 'DATA_DIR', 'data')),
    ...(databaseUrl ? { databaseUrl } : {}),
    seed: int(env, 'SEED', 42, 0, 2 ** 31 - 1),
    demo,
    tokenTtlMs: int(env, 'TOKEN_TTL_MS', 7 * DAY_MS, 1000, 365 * DAY_MS),
    market: flag(env, 'MARKET', true),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    uploadRatePerMinute: int(env, 'UPLOAD_RATE_PER_MINUTE', 10, 1, 10_000),
    uploadQuotaBytes: int(env, 'UPLOAD_QUOTA_BYTES', 50 * 1024 * 1024, 1024, 2 ** 40),
    openH5AppDownload: flag(env, 'OPEN_H5_APP_DOWNLOAD', false),
    downloadUrl: text(env, 'DOWNLOAD_URL', ''),
    brand,
    distDir: path.resolve(ROOT, text(env, 'DIST_DIR', 'dist')),
    ...(priceScript ? { priceScript: path.resolve(priceScript) } : {}),
    ...(chainSeed ? { chainSeed } : {}),
    ...(clockOffsetMs ? { clockOffsetMs } : {}),
    kycAutoReviewMs,
  };
}

/** A test-only setting stops the start unless the demo features are on. */
function refuseWithoutDemo(name: string, demo: boolean): void {
  if (!demo) throw new Error(`${name} is for tests and demos only: it is refused while DEMO is off`);
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

const TRUE = ['1', 'true', 'on', 'yes'];
const FALSE = ['0', 'false', 'off', 'no'];

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (TRUE.includes(raw)) return true;
  if (FALSE.includes(raw)) return false;
  throw new Error(`${name} must be one of ${[...TRUE, ...FALSE].join(', ')}, got "${raw}"`);
}
