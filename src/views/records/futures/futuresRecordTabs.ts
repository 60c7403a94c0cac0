export const FUTURES_RECORD_TABS = ['positions', 'positionHistory', 'open', 'history', 'funding'] as const;
export type FuturesRecordTab = (typeof FUTURES_RECORD_TABS)[number];

export function isFuturesRecordTab(value: string | null): value is FuturesRecordTab {
  return FUTURES_RECORD_TABS.includes(value as FuturesRecordTab);
}

/** /contractRecord/{coinType} names a coin ("BTC", "btc") or the perpetual itself ("BTCUSDT-PERP"). */
export function perpSymbolOf(coinType: string): string {
  const upper = coinType.toUpperCase();
  return upper.endsWith('-PERP') ? upper : `${upper}USDT-PERP`;
}
