/** The per-asset part of wallet/withdraw/limits: the maxima of account/currency/draw/infos and what was withdrawn today. */
import type { WithdrawLimits } from '@contract/wallet';
import { WITHDRAWAL_RULES } from '../content/withdrawal-rules';
import { toPlainDecimal } from '../money';

export const limitsOf = async (withdrawnToday: (asset: string) => Promise<bigint>): Promise<WithdrawLimits['assets']> =>
  Promise.all(
    WITHDRAWAL_RULES.map(async (rule) => ({
      asset: rule.asset,
      max: toPlainDecimal(rule.max),
      dailyMax: toPlainDecimal(rule.dailyMax),
      usedToday: toPlainDecimal(await withdrawnToday(rule.asset)),
    })),
  );
