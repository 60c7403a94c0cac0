/** Channel names of docs/protocol.md, parsed once so the rest of the gateway works with typed references. */
import { isInterval } from '../market/intervals';
import { findSymbol } from '../market/symbols';
import type { KlineInterval } from '../../contract/primitives';

export type ChannelRef =
  | { kind: 'tickers'; ch: string }
  | { kind: 'ticker'; ch: string; symbol: string }
  | { kind: 'depth'; ch: string; symbol: string }
  | { kind: 'trades'; ch: string; symbol: string }
  | { kind: 'kline'; ch: string; symbol: string; interval: KlineInterval }
  | { kind: 'orders'; ch: string }
  | { kind: 'balances'; ch: string };

export type PrivateRef = Extract<ChannelRef, { kind: 'orders' | 'balances' }>;

export const isPrivate = (ref: ChannelRef): ref is PrivateRef => ref.kind === 'orders' || ref.kind === 'balances';

/** null for anything that is not a channel of a listed symbol. */
export function parseChannel(ch: string): ChannelRef | null {
  if (ch === 'tickers' || ch === 'orders' || ch === 'balances') return { kind: ch, ch };
  const [family, symbol = '', interval, ...rest] = ch.split('.');
  if (rest.length > 0 || !findSymbol(symbol)) return null;
  if (interval !== undefined) {
    return family === 'kline' && isInterval(interval) ? { kind: 'kline', ch, symbol, interval } : null;
  }
  if (family === 'ticker' || family === 'depth' || family === 'trades') return { kind: family, ch, symbol };
  return null;
}
