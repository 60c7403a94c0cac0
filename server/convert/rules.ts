/** The conversion desk's published terms (docs/wallet.md "Convert"): assets, spread, quote validity, amount limits. */
import { SYMBOLS } from '../catalogue/symbols';
import { ONE, toUnits } from '../money';

export const QUOTE_ASSET = 'USDT';
/** the spread as a fraction, 2/1000 = 0.2 % */
export const SPREAD_PER_MILLE = 2n;
export const SPREAD = '0.002';
export const QUOTE_VALID_MS = 10_000;
/** of the `from` asset, spec section 9 */
export const MIN_AMOUNT = toUnits('0.001');
export const MAX_AMOUNT = toUnits('1000000');
/** rates carry 18 decimals: a USDT → BTC rate (about 0.0000156) would lose a third of its digits at 8 */
export const RATE_DECIMALS = 18;
export const RATE_ONE = 10n ** BigInt(RATE_DECIMALS);

/** USDT and the base of every spot pair (commodities are contracts, not coins a wallet holds). */
export const CONVERTIBLE_ASSETS: readonly string[] = [QUOTE_ASSET, ...SYMBOLS.filter((s) => s.category === 'spot').map((s) => s.base)];
const CONVERTIBLE: ReadonlySet<string> = new Set(CONVERTIBLE_ASSETS);

export const isConvertible = (asset: string): boolean => CONVERTIBLE.has(asset);

/** The desk's seed per asset: about 5,000,000 USDT worth of each coin at its listing price, 10,000,000 USDT. */
const DESK_VALUE_USDT = 5_000_000n;
export const DESK_INVENTORY: readonly { asset: string; amount: bigint }[] = [
  { asset: QUOTE_ASSET, amount: 2n * DESK_VALUE_USDT * ONE },
  ...SYMBOLS.filter((s) => s.category === 'spot').map((s) => ({
    asset: s.base,
    amount: (DESK_VALUE_USDT * ONE * ONE) / toUnits(s.startPrice),
  })),
];
