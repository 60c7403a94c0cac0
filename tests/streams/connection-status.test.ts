import { describe, expect, it } from 'vitest';
import { deriveStatus, INITIAL_CONNECTION, type ConnectionState, type StreamStatus } from '../../src/streams/connection-status';

// a live view wants the socket unless a row says otherwise
const state = (change: Partial<ConnectionState>): ConnectionState => ({ ...INITIAL_CONNECTION, wanted: true, ...change });

describe('deriveStatus', () => {
  it.each<[string, Partial<ConnectionState>, StreamStatus]>([
    ['nothing wanted yet: the socket is not even opened', { wanted: false }, 'idle'],
    ['nothing wanted any more, socket still open', { wanted: false, open: true }, 'idle'],
    ['nothing wanted while the browser is offline', { wanted: false, online: false }, 'idle'],
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
