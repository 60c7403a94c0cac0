import type { FiatCurrency, FiatLimits, FiatRules } from '@contract/fiat';
import { checkCardNumber } from '@contract/fiat-card';
import { btcEquivalentUnits, decimalToUnits, fiatFeeUnits, fiatReceiveMinor, unitsToDecimal } from '@contract/fiat-math';

/** What the bank withdrawal form holds, as typed. */
export interface FiatForm {
  cardholderName: string;
  bankName: string;
  branchName: string;
  bankCode: string;
  cardNumber: string;
  amount: string;
  fundPassword: string;
}

export type FiatField = keyof FiatForm;

/** One reason per field, named as the screen's messages (assets.bank.errors.<problem>). */
export type FiatProblem =
  | 'required'
  | 'cardDigits'
  | 'cardInvalid'
  | 'bankCode'
  | 'amountZero'
  | 'tooManyDecimals'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveCap'
  | 'insufficient';

export interface FiatFinding {
  field: FiatField;
  problem: FiatProblem;
}

export interface FiatContext {
  rules: FiatRules;
  limits: FiatLimits;
  /** spot available USDT; null while it loads (the server then checks alone) */
  available: string | null;
}

const TEXT_FIELDS = ['cardholderName', 'bankName', 'branchName'] as const;

/** How the card number reads so far: nothing yet, still being typed, failing the check, or valid (with its brand). */
export type CardState = { kind: 'empty' } | { kind: 'typing' } | { kind: 'invalid' } | { kind: 'valid'; brand: string | null };

export function cardStateOf(typed: string): CardState {
  const digits = typed.replace(/ /g, '');
  if (digits === '') return { kind: 'empty' };
  if (!/^\d*$/.test(digits)) return { kind: 'invalid' };
  const check = checkCardNumber(typed);
  if (check.valid) return { kind: 'valid', brand: check.brand };
  return digits.length < 16 ? { kind: 'typing' } : { kind: 'invalid' };
}

/** The fee and the fiat received for `amount` USDT (docs/wallet.md), or null until the amount is a positive decimal. */
export function fiatEstimate(amount: string, currency: FiatCurrency, rules: FiatRules): { fee: string; receive: string } | null {
  const units = decimalToUnits(amount);
  if (units === null || units <= 0n) return null;
  const fee = fiatFeeUnits(units, decimalToUnits(rules.feeRate)!, decimalToUnits(rules.feeMinUsdt)!);
  const receive = fiatReceiveMinor(units, fee, decimalToUnits(currency.rate)!, currency.decimals);
  return { fee: unitsToDecimal(fee), receive: unitsToDecimal(receive, currency.decimals) };
}

/** The first problem in the server's order (docs/wallet.md "Fiat withdrawals"), or null when the form may be sent. */
export function checkFiatForm(form: FiatForm, ctx: FiatContext): FiatFinding | null {
  for (const field of TEXT_FIELDS) if (form[field].trim() === '') return { field, problem: 'required' };
  if (form.bankCode.trim() === '') return { field: 'bankCode', problem: 'required' };
  if (!/^[A-Za-z0-9-]{3,20}$/.test(form.bankCode.trim())) return { field: 'bankCode', problem: 'bankCode' };
  const card = form.cardNumber.replace(/ /g, '');
  if (card === '') return { field: 'cardNumber', problem: 'required' };
  if (!/^\d{12,19}$/.test(card)) return { field: 'cardNumber', problem: 'cardDigits' };
  if (!checkCardNumber(card).valid) return { field: 'cardNumber', problem: 'cardInvalid' };
  const amount = checkAmount(form.amount, ctx);
  if (amount !== null) return { field: 'amount', problem: amount };
  if (form.fundPassword === '') return { field: 'fundPassword', problem: 'required' };
  return null;
}

function checkAmount(amount: string, { rules, limits, available }: FiatContext): FiatProblem | null {
  if (amount === '' || !/^\d+(\.\d+)?$/.test(amount)) return 'amountZero';
  const units = decimalToUnits(amount);
  if (units === null) return 'tooManyDecimals';
  if (units <= 0n) return 'amountZero';
  if (units < decimalToUnits(rules.minUsdt)!) return 'belowMin';
  if (units > decimalToUnits(rules.maxUsdt)!) return 'aboveMax';
  const price = limits.btcPriceUsdt === null ? null : decimalToUnits(limits.btcPriceUsdt);
  if (price !== null && price > 0n && btcEquivalentUnits(units, price) > decimalToUnits(limits.leftBtc)!) return 'aboveCap';
  const balance = available === null ? null : decimalToUnits(available);
  if (balance !== null && units > balance) return 'insufficient';
  return null;
}
