/** Channel names of docs/protocol.md, parsed once so the rest of the gateway works with typed references. */
import { isInterval } from '../catalogue/intervals';
import { findPerpetual } from '../catalogue/perpetuals';
import { findSymbol } from '../catalogue/symbols';
import { findCycleSymbol } from '../cycle/rules';
import type { KlineInterval } from '@contract/primitives';
import { PRIVATE_CHANNELS } from '@contract/ws';

/** A channel that carries one user's data; the one list in contract/ws.ts names them all. */
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export const isPrivateChannel = (ch: string): ch is PrivateChannel => (PRIVATE_CHANNELS as readonly string[]).includes(ch);

/** Seqs of a private channel count per user: each user's pushes form their own sequence. */
export const privateSeqKey = (ch: PrivateChannel, userId: number): string => `${ch}:${userId}`;

export type ChannelRef =
  | { kind: 'tickers'; ch: string }
  | { kind: 'ticker'; ch: string; symbol: string }
  | { kind: 'depth'; ch: string; symbol: string }
  | { kind: 'trades'; ch: string; symbol: string }
  | { kind: 'kline'; ch: string; symbol: string; interval: KlineInterval }
  | { kind: 'marks'; ch: string }
  | { kind: 'mark'; ch: string; symbol: string }
  | { kind: 'index'; ch: string; symbol: string }
  | { kind: PrivateChannel; ch: PrivateChannel };

export type PrivateRef = Extract<ChannelRef, { kind: PrivateChannel }>;

export const isPrivate = (ref: ChannelRef): ref is PrivateRef => isPrivateChannel(ref.kind);

/** A spot pair or a perpetual: both have a book, trades, candles and a ticker. */
const hasBook = (symbol: string): boolean => findSymbol(symbol) !== undefined || findPerpetual(symbol) !== undefined;

/** null for anything that is not a channel of a listed symbol. */
export function parseChannel(ch: string): ChannelRef | null {
  if (isPrivateChannel(ch)) return { kind: ch, ch };
  if (ch === 'tickers' || ch === 'marks') return { kind: ch, ch };
  const [family, symbol = '', interval, ...rest] = ch.split('.');
  if (family === 'mark') return rest.length === 0 && interval === undefined && findPerpetual(symbol) ? { kind: 'mark', ch, symbol } : null;
  if (family === 'index')
    return rest.length === 0 && interval === undefined && findCycleSymbol(symbol) ? { kind: 'index', ch, symbol } : null;
  if (rest.length > 0 || !hasBook(symbol)) return null;
  if (interval !== undefined) {
    return family === 'kline' && isInterval(interval) ? { kind: 'kline', ch, symbol, interval } : null;
  }
  if (family === 'ticker' || family === 'depth' || family === 'trades') return { kind: family, ch, symbol };
  return null;
}
