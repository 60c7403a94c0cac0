import { mul } from '../../../decimal';
import { formatPercent } from '../../../format';

/** A published rate as a fraction ("0.001") shown as a percent ("0.10%"), exact on the digits. */
export const rateText = (fraction: string, decimals: 2 | 4 = 2): string => formatPercent(mul(fraction, '100'), { signed: false, decimals });
