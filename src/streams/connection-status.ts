/**
 * What the UI shows about the connection:
 * - 'idle': no channel is wanted (no live view on screen, and none left within its grace), so the
 *   socket is either not opened yet (it opens on first use) or open with nothing to deliver. It
 *   comes before 'offline': the UI shows no connection state on a page without live data, which
 *   has nothing to be live (or to reconnect) about;
 * - 'connecting': not open yet, and no attempt has failed since the socket was last open (the first
 *   connection, or the first reconnect right after a drop);
 * - 'live': open, and something arrived within the last 10 s;
 * - 'stale': open, but nothing arrived for 10 s (the socket is forced to reconnect at 20 s);
 * - 'offline': the browser reports no network (navigator.onLine is false), or the socket is closed
 *   and at least one connection attempt has failed since it was last open (retrying with backoff).
 */
export type StreamStatus = 'idle' | 'connecting' | 'live' | 'stale' | 'offline';

export interface ConnectionState {
  readonly online: boolean;
  /** some channel has subscribers or is waiting out its grace period */
  readonly wanted: boolean;
  readonly open: boolean;
  readonly stale: boolean;
  /** connection attempts that closed without ever opening, since the socket was last open */
  readonly failedAttempts: number;
}

export const INITIAL_CONNECTION: ConnectionState = { online: true, wanted: false, open: false, stale: false, failedAttempts: 0 };

export function deriveStatus(state: ConnectionState): StreamStatus {
  if (!state.wanted) return 'idle';
  if (!state.online) return 'offline';
  if (state.open) return state.stale ? 'stale' : 'live';
  return state.failedAttempts > 0 ? 'offline' : 'connecting';
}
