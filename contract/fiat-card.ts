/**
 * A bank card number as the user types it (docs/wallet.md "Fiat withdrawals"): spaces removed, and checked by card-validator
 * — a known card brand's prefix and length and the Luhn check (UnionPay included) — the same way on the screen as the user
 * types and on the server.
 */
import cardValidator from 'card-validator';

export interface CardNumberCheck {
  digits: string;
  valid: boolean;
  /** card-validator's brand ("visa", "mastercard", "unionpay", …), null when none matches */
  brand: string | null;
}

export function checkCardNumber(typed: string): CardNumberCheck {
  const digits = typed.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return { digits, valid: false, brand: null };
  const verdict = cardValidator.number(digits, { luhnValidateUnionPay: true });
  return { digits, valid: verdict.isValid, brand: verdict.card?.type ?? null };
}
