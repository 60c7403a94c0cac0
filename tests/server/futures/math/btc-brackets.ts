/** BTCUSDT-PERP of the catalogue: Binance's published BTCUSDT brackets, 2 price decimals, 0.001 BTC a lot. */
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { toBrackets } from '../../../../server/futures/math';
import { toUnits } from '../../../../server/money';

const btc = findPerpetual('BTCUSDT-PERP');
if (!btc) throw new Error('BTCUSDT-PERP is not in the catalogue');

export const BTC_PERP = btc;
export const BTC_BRACKETS = toBrackets(btc.tiers);
/** "12.5" → units */
export const u = (value: string): bigint => (value.startsWith('-') ? -toUnits(value.slice(1)) : toUnits(value));
