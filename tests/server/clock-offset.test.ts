/**
 * CLOCK_OFFSET_MS (test-only, README's configuration table): the server's clock runs that many ms ahead of the system
 * clock; refused, like PRICE_SCRIPT, while the demo features are off — by the configuration and by the real program,
 * which then does not start and says why.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverClock, systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REFUSAL = 'CLOCK_OFFSET_MS is for tests and demos only: it is refused while DEMO is off';

describe('serverClock', () => {
  it('is the system clock without an offset', () => {
    expect(serverClock()).toBe(systemClock);
    expect(serverClock(0)).toBe(systemClock);
  });

  it('runs the offset ahead of the system clock', () => {
    const before = Date.now();
    const read = serverClock(330_000).now();
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before + 330_000);
    expect(read).toBeLessThanOrEqual(after + 330_000);
  });
});

describe('CLOCK_OFFSET_MS', () => {
  it('is taken only with the demo features on', () => {
    expect(loadConfig({ CLOCK_OFFSET_MS: '40000' }).clockOffsetMs).toBe(40_000);
    expect(loadConfig({ CLOCK_OFFSET_MS: '40000', HOST: '0.0.0.0', DEMO: '1' }).clockOffsetMs).toBe(40_000);
    expect(loadConfig({}).clockOffsetMs).toBeUndefined();
    expect(loadConfig({ CLOCK_OFFSET_MS: '0', DEMO: '0' }).clockOffsetMs).toBeUndefined();
  });

  it.each([
    [{ CLOCK_OFFSET_MS: '40000', DEMO: '0' }, REFUSAL],
    [{ CLOCK_OFFSET_MS: '40000', HOST: '0.0.0.0' }, REFUSAL],
    [{ CLOCK_OFFSET_MS: '-1000' }, 'CLOCK_OFFSET_MS must be a whole number'],
    [{ CLOCK_OFFSET_MS: '1.5' }, 'CLOCK_OFFSET_MS must be a whole number'],
    [{ CLOCK_OFFSET_MS: String(366 * 24 * 60 * 60 * 1000) }, 'CLOCK_OFFSET_MS must be a whole number'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stops the real server from starting while DEMO is off, with the reason', { timeout: 120_000 }, async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', DEMO: '0', MARKET: '0', CLOCK_OFFSET_MS: '40000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    proc.stdout.on('data', (d) => (log += d));
    proc.stderr.on('data', (d) => (log += d));
    const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
    expect(code).toBe(1);
    expect(log).toContain('the server could not start');
    expect(log).toContain(REFUSAL);
    expect(log).not.toContain('listening on');
  });
});
