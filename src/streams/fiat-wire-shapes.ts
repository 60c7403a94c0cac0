/** Type guard for the `fiatWithdrawals` pushes (contract/fiat.ts: FiatWithdrawal), as wallet-wire-shapes.ts does for crypto. */
import { FIAT_CURRENCIES } from '@contract/fiat-currencies';
import { isDecimal, isText, isTime, isVersion, oneOf, orNull, shape } from './wire-shapes';

export const isFiatWithdrawal = shape({
  id: isText,
  clientId: isText,
  currency: oneOf(...FIAT_CURRENCIES),
  cardholderName: isText,
  bankName: isText,
  branchName: isText,
  bankCode: isText,
  cardLast4: (v) => typeof v === 'string' && /^\d{4}$/.test(v),
  cardBrand: orNull(isText),
  amount: isDecimal,
  fee: isDecimal,
  rate: isDecimal,
  receive: isDecimal,
  btcEquivalent: isDecimal,
  status: oneOf('review', 'submitted', 'processing', 'paid', 'rejected'),
  rejectReason: orNull((v) => typeof v === 'string' && v.length <= 500),
  createdAt: isTime,
  submittedAt: orNull(isTime),
  processingAt: orNull(isTime),
  paidAt: orNull(isTime),
  rejectedAt: orNull(isTime),
  version: isVersion,
});
