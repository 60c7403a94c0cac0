export const FUTURES_RECORD_TABS = ['positions', 'positionHistory', 'open', 'history', 'funding'] as const;

/** /contractRecord/{coinType} names a coin ("BTC", "btc") or the perpetual itself ("BTCUSDT-PERP"). */
export function perpSymbolOf(coinType: string): string {
  const upper = coinType.toUpperCase();
  return upper.endsWith('-PERP') ? upper : `${upper}USDT-PERP`;
}
