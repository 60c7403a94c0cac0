import { describe, expect, it } from 'vitest';
import { deriveStatus, INITIAL_CONNECTION, type ConnectionState, type StreamStatus } from '../../src/streams/connection-status';

const state = (change: Partial<ConnectionState>): ConnectionState => ({ ...INITIAL_CONNECTION, ...change });

describe('deriveStatus', () => {
  it.each<[string, Partial<ConnectionState>, StreamStatus]>([
    ['first connection under way', {}, 'connecting'],
    ['open and hearing from the server', { open: true }, 'live'],
    ['open but silent for 10 s', { open: true, stale: true }, 'stale'],
    ['dropped, first reconnect under way', { open: false }, 'connecting'],
    ['an attempt has failed since the last open', { failedAttempts: 1 }, 'offline'],
    ['the browser is offline, even with a socket still open', { online: false, open: true }, 'offline'],
  ])('%s → %s', (_, change, status) => {
    expect(deriveStatus(state(change))).toBe(status);
  });
});
