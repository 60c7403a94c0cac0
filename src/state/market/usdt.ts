/** The quote and profit currency of every pair (spec: "Profit is expressed in USDT"). */
export const USDT = 'USDT';

/** Every pair is quoted in USDT (contract: SymbolSummary.quote). */
export const QUOTE = USDT;

/** The ledger's coin id of USDT; spec section 9 gives id 0 two decimals. */
export const USDT_COIN_ID = 0;
