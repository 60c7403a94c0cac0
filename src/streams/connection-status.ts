/**
 * What the UI shows about the connection:
 * - 'connecting': not open yet, and no attempt has failed since the socket was last open (the first
 *   connection, or the first reconnect right after a drop);
 * - 'live': open, and something arrived within the last 10 s;
 * - 'stale': open, but nothing arrived for 10 s (the socket is forced to reconnect at 20 s);
 * - 'offline': the browser reports no network (navigator.onLine is false), or the socket is closed
 *   and at least one connection attempt has failed since it was last open (retrying with backoff).
 */
export type StreamStatus = 'connecting' | 'live' | 'stale' | 'offline';

export interface ConnectionState {
  readonly online: boolean;
  readonly open: boolean;
  readonly stale: boolean;
  /** connection attempts that closed without ever opening, since the socket was last open */
  readonly failedAttempts: number;
}

export const INITIAL_CONNECTION: ConnectionState = { online: true, open: false, stale: false, failedAttempts: 0 };

export function deriveStatus(state: ConnectionState): StreamStatus {
  if (!state.online) return 'offline';
  if (state.open) return state.stale ? 'stale' : 'live';
  return state.failedAttempts > 0 ? 'offline' : 'connecting';
}
