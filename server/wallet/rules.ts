/**
 * The withdrawal rules of docs/wallet.md "Withdrawals" that are not the networks table's: the KYC caps per withdrawal and
 * the review threshold (USDT value), the per-transaction and daily maxima (account/currency/draw/infos), the UTC day.
 */
import type { UserInfo } from '@contract/account';
import { WITHDRAWAL_RULES, type WithdrawalRule } from '../content/withdrawal-rules';
import { toUnits } from '../money';

type KycStatus = UserInfo['kycStatus'];

/** per withdrawal, in USDT value (spec section 6; "none" is ours, published: docs/wallet.md) */
export const KYC_CAP_USDT: Readonly<Record<'none' | 'basic' | 'advanced', bigint>> = {
  none: toUnits('1000'),
  basic: toUnits('10000'),
  advanced: toUnits('1000000'),
};

/** a withdrawal worth more than this waits in `review` for the operator */
export const REVIEW_ABOVE_USDT = toUnits('50000');

/** a review still pending grants nothing yet */
export const kycCapOf = (status: KycStatus): bigint =>
  status === 'basic' || status === 'advanced' ? KYC_CAP_USDT[status] : KYC_CAP_USDT.none;

export const withdrawalRuleOf = (asset: string): WithdrawalRule | undefined => WITHDRAWAL_RULES.find((r) => r.asset === asset);

const DAY_MS = 86_400_000;
/** 00:00 UTC of the day `now` falls in */
export const utcDayStart = (now: number): number => now - (((now % DAY_MS) + DAY_MS) % DAY_MS);
