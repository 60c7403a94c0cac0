import { PRIVATE_CHANNELS, type ChannelData } from '@contract/ws';

export type ChannelFamily = keyof ChannelData;

/** A push whose data has been checked against its channel family (parse-message.ts). */
export type ChannelPush<F extends ChannelFamily> =
  | { readonly ch: string; readonly type: 'snapshot'; readonly seq: number; readonly ts: number; readonly data: ChannelData[F][0] }
  | { readonly ch: string; readonly type: 'update'; readonly seq: number; readonly ts: number; readonly data: ChannelData[F][1] };

/** Channel names by family (docs/protocol.md): SYMBOL is upper case (a perpetual ends in -PERP), INTERVAL as written. */
const CHANNEL_PATTERNS: Record<ChannelFamily, RegExp> = {
  tickers: /^tickers$/,
  ticker: /^ticker\.[A-Z0-9]{2,16}(-PERP)?$/,
  depth: /^depth\.[A-Z0-9]{2,16}(-PERP)?$/,
  trades: /^trades\.[A-Z0-9]{2,16}(-PERP)?$/,
  kline: /^kline\.[A-Z0-9]{2,16}(-PERP)?\.[0-9A-Za-z]{2,3}$/,
  orders: /^orders$/,
  balances: /^balances$/,
  mark: /^mark\.[A-Z0-9]{2,16}-PERP$/,
  marks: /^marks$/,
  positions: /^positions$/,
  futuresOrders: /^futuresOrders$/,
  index: /^index\.[A-Z0-9]{2,16}$/,
  cycleOrders: /^cycleOrders$/,
  deposits: /^deposits$/,
  withdrawals: /^withdrawals$/,
  tickets: /^tickets$/,
  fiatWithdrawals: /^fiatWithdrawals$/,
  lockOrders: /^lockOrders$/,
  account: /^account$/,
  team: /^team$/,
};

/** The family of a well-formed channel name, or null for anything the client does not know. */
export function familyOf(ch: string): ChannelFamily | null {
  const dot = ch.indexOf('.');
  const family = dot < 0 ? ch : ch.slice(0, dot);
  if (!Object.hasOwn(CHANNEL_PATTERNS, family)) return null;
  return CHANNEL_PATTERNS[family as ChannelFamily].test(ch) ? (family as ChannelFamily) : null;
}

/** Private channels are subscribed only once the connection is authenticated. */
export function isPrivateChannel(ch: string): boolean {
  return (PRIVATE_CHANNELS as readonly string[]).includes(ch);
}
