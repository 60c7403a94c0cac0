import type { ClientOp } from '@contract/ws';

/**
 * One line of a recorded feed (NDJSON, one JSON object a line; format in
 * tests/fixtures/feeds/README.md). `t` is the receive (or send) time in ms since the epoch.
 */
export type FeedLine =
  /** a frame from the server, parsed */
  | { readonly t: number; readonly msg: unknown }
  /** a frame from the server that is not JSON, kept verbatim */
  | { readonly t: number; readonly raw: string }
  /** what the recording client sent; on replay, a point where the server waits for the client to send the same */
  | { readonly t: number; readonly sent: ClientOp }
  | { readonly t: number; readonly event: 'open' }
  | { readonly t: number; readonly event: 'close'; readonly code: number; readonly reason?: string };

export function formatLine(line: FeedLine): string {
  return JSON.stringify(line);
}

/** Parses a whole feed; a damaged line is an error (a fixture must be exactly what it claims). */
export function parseFeed(text: string): FeedLine[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      const value: unknown = JSON.parse(line);
      if (!isFeedLine(value)) throw new Error(`feed line ${number} is not a feed line: ${line.slice(0, 80)}`);
      return value;
    });
}

function isFeedLine(value: unknown): value is FeedLine {
  if (typeof value !== 'object' || value === null || typeof (value as { t?: unknown }).t !== 'number') return false;
  const line = value as Record<string, unknown>;
  if ('msg' in line) return true;
  if ('raw' in line) return typeof line.raw === 'string';
  if ('sent' in line) return typeof line.sent === 'object' && line.sent !== null;
  if (line.event === 'open') return true;
  return line.event === 'close' && typeof line.code === 'number';
}
