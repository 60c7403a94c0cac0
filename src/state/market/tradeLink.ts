/** The trade screen's address for one side of a coin (issue 4: /trade?symbol=BTCUSDT&side=buy). */
export function tradeLink(symbol: string, side: 'buy' | 'sell'): string {
  return `/trade?${new URLSearchParams({ symbol, side }).toString()}`;
}
