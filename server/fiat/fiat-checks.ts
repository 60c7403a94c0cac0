/**
 * The checks of a fiat withdrawal in the order of docs/wallet.md "Fiat withdrawals", each throwing the AppError the user
 * sees, and the sums it is priced with (contract/fiat-math.ts). Balance, fund password and idempotency are the crypto
 * withdrawal's own (server/wallet, server/accounts).
 */
import type { UserInfo } from '@contract/account';
import type { FiatWithdrawReq } from '@contract/fiat';
import { btcEquivalentUnits, fiatFeeUnits, fiatReceiveMinor, unitsToDecimal } from '@contract/fiat-math';
import { AppError } from '../errors';
import { parseAmount } from '../ledger/amount';
import { toPlainDecimal, toUnits } from '../money';
import { FIAT_FEE_MIN, FIAT_FEE_RATE, FIAT_MAX, FIAT_MIN, FIAT_RULES, fiatCapOf, fiatCurrencyOf } from './rules';

export interface FiatPricing {
  amount: bigint;
  fee: bigint;
  rate: string;
  /** fiat, as a decimal of its minor unit */
  receive: string;
}

/** 400 a malformed amount; 422 below the minimum or above the maximum. The fee and the fiat received. */
export function priceFiat(req: Pick<FiatWithdrawReq, 'amount' | 'currency'>): FiatPricing {
  const amount = parseAmount(req.amount, 'amount');
  if (amount < FIAT_MIN) throw new AppError(422, 'fiatBelowMinimum', { min: FIAT_RULES.minUsdt });
  if (amount > FIAT_MAX) throw new AppError(422, 'fiatAboveMaximum', { max: FIAT_RULES.maxUsdt });
  const currency = fiatCurrencyOf(req.currency);
  const fee = fiatFeeUnits(amount, FIAT_FEE_RATE, FIAT_FEE_MIN);
  const receive = unitsToDecimal(fiatReceiveMinor(amount, fee, toUnits(currency.rate), currency.decimals), currency.decimals);
  return { amount, fee, rate: currency.rate, receive };
}

/** 422 unless the user is verified (Basic or Advanced); their cap in BTC units. */
export function capOrRefuse(status: UserInfo['kycStatus']): bigint {
  const cap = fiatCapOf(status);
  if (cap === null) throw new AppError(422, 'fiatKycRequired');
  return cap;
}

/** The amount in BTC at BTCUSDT's last price (422 before BTCUSDT has traded). */
export function btcEquivalentOf(amount: bigint, btcPrice: bigint | null): bigint {
  if (btcPrice === null || btcPrice <= 0n) throw new AppError(422, 'convertNoPrice');
  return btcEquivalentUnits(amount, btcPrice);
}

/** 422 when the last 24 h's BTC-equivalent plus this one passes the cap; says what is left. */
export function checkFiatCap(usedBtc: bigint, thisBtc: bigint, cap: bigint): void {
  if (usedBtc + thisBtc <= cap) return;
  const left = cap > usedBtc ? cap - usedBtc : 0n;
  throw new AppError(422, 'fiatCapReached', { cap: toPlainDecimal(cap), left: toPlainDecimal(left) });
}
