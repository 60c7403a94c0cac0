import { fractionDigits, mul } from '../../../../decimal';
import { formatPercent, type PercentStyle } from '../../../../format';

/** The digits a decimal string really has: "80.000" has none, "0.10" one. */
const significantDecimals = (value: string) => (value.includes('.') ? fractionDigits(value.replace(/0+$/, '').replace(/\.$/, '')) : 0);

/**
 * A rate sent as a fraction ("0.8", "0.001") as a percent with the decimals it has ("80%", "0.1%"), up to 4: a period's
 * payout and fee are whole or tenths of a percent, and a fixed 2 decimals would read as more precise than the rule.
 */
export function formatRate(rate: string): string {
  const percent = mul(rate, '100');
  const digits = significantDecimals(percent);
  const decimals: PercentStyle['decimals'] = digits === 0 ? 0 : digits === 1 ? 1 : digits === 2 ? 2 : 4;
  return formatPercent(percent, { decimals, signed: false });
}
