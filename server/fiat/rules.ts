/**
 * The published rules of fiat withdrawals (docs/wallet.md "Fiat withdrawals"): the currencies and rates, the fee, the
 * per-request minimum and maximum, the review threshold (the crypto one), and the KYC caps in BTC-equivalent per rolling 24 h.
 */
import type { UserInfo } from '@contract/account';
import type { FiatCode, FiatCurrency, FiatRules } from '@contract/fiat';
import { toPlainDecimal, toUnits } from '../money';
import { REVIEW_ABOVE_USDT } from '../wallet/rules';

const CURRENCIES: readonly FiatCurrency[] = [
  { code: 'USD', rate: '1', decimals: 2 },
  { code: 'EUR', rate: '0.92', decimals: 2 },
  { code: 'HKD', rate: '7.8', decimals: 2 },
  { code: 'CNY', rate: '7.2', decimals: 2 },
  { code: 'JPY', rate: '150', decimals: 0 },
  { code: 'KRW', rate: '1350', decimals: 0 },
  { code: 'TRY', rate: '34', decimals: 2 },
];

export const FIAT_RULES: FiatRules = {
  currencies: [...CURRENCIES],
  feeRate: '0.005',
  feeMinUsdt: '5',
  minUsdt: '50',
  maxUsdt: '1000000',
  reviewAboveUsdt: toPlainDecimal(REVIEW_ABOVE_USDT),
};

export const FIAT_FEE_RATE = toUnits(FIAT_RULES.feeRate);
export const FIAT_FEE_MIN = toUnits(FIAT_RULES.feeMinUsdt);
export const FIAT_MIN = toUnits(FIAT_RULES.minUsdt);
export const FIAT_MAX = toUnits(FIAT_RULES.maxUsdt);

export const fiatCurrencyOf = (code: FiatCode): FiatCurrency => CURRENCIES.find((c) => c.code === code)!;

/** BTC-equivalent per rolling 24 h (spec section 6); not verified or a review pending: not allowed */
export const FIAT_CAP_BTC = { basic: toUnits('200'), advanced: toUnits('500') } as const;
export const FIAT_WINDOW_MS = 86_400_000;

export const fiatCapOf = (status: UserInfo['kycStatus']): bigint | null =>
  status === 'basic' || status === 'advanced' ? FIAT_CAP_BTC[status] : null;

/** the bank's pace on the server clock: submitted → processing, processing → paid */
export const BANK_PROCESSING_AFTER_MS = 60_000;
export const BANK_PAID_AFTER_MS = 120_000;
export const BANK_JOB_EVERY_MS = 5_000;
