/**
 * The demo features: demo/outbox (every account's verification codes, readable by anyone) and
 * asset/demo/fund (simulated top-ups). Harmless on one's own machine, an account takeover anywhere
 * else: so they are on by default only when the server listens on a loopback address.
 */
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** 127.0.0.0/8, ::1 (also as [::1]) and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === 'localhost.') return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The start-up warning for demo features reachable from other machines, or null when there is none. */
export function demoWarning(config: { demo: boolean; host: string }): string | null {
  if (!config.demo || isLoopbackHost(config.host)) return null;
  return [
    '!'.repeat(78),
    `WARNING: the demo features are ON and the server listens on ${config.host}, not a loopback address.`,
    "Anyone who can reach it can read any account's verification codes (demo/outbox), reset its",
    'password and take it over, and can add simulated funds (asset/demo/fund).',
    'Set DEMO=0 unless this is a private demo.',
    '!'.repeat(78),
  ].join('\n');
}
