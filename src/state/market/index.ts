export { useMarketList } from './useMarketList';
export { searchSymbols } from './searchSymbols';
export { useSymbolInfo, type SymbolInfoState } from './useSymbolInfo';
export { pairDisplayOf, type PairDisplay } from './pairDisplay';
export { tradeLink } from './tradeLink';
export { trendOf, type Trend } from './trend';
export { QUOTE, USDT, USDT_COIN_ID } from './usdt';
