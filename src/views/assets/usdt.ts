/** The quote and profit currency of every pair (spec: "Profit is expressed in USDT"). */
export const USDT = 'USDT';

/** The ledger's coin id of USDT; spec section 9 gives id 0 two decimals. */
export const USDT_COIN_ID = 0;
