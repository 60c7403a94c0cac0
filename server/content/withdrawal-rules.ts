/**
 * What may be withdrawn, on which chains, and within which limits (account/currency/draw/infos). The chains, the fee
 * and the minimum come from the networks table (server/chain/networks.ts, docs/wallet.md), so the two never disagree:
 * `fee` and `min` are those of the asset's first network there (each network's own are in wallet/networks). The
 * per-transaction and daily maxima are amounts in the asset's unit: USDT follows the spec (1,000,000 per transaction,
 * 99,999,999 per day); BTC and ETH get limits of about the same USDT value at the simulated market's start prices
 * (BTC 64,000, ETH 3,400 USDT), rounded.
 */
import type { DrawInfo } from '@contract/content';
import { networksOf } from '../chain/networks';
import { toPlainDecimal, toUnits } from '../money';

export interface WithdrawalRule {
  asset: string;
  chains: readonly string[];
  fee: bigint;
  min: bigint;
  max: bigint;
  dailyMax: bigint;
}

const LIMITS: readonly { asset: string; max: string; dailyMax: string }[] = [
  { asset: 'USDT', max: '1000000', dailyMax: '99999999' },
  { asset: 'BTC', max: '15', dailyMax: '1500' },
  { asset: 'ETH', max: '300', dailyMax: '30000' },
];

export const WITHDRAWAL_RULES: readonly WithdrawalRule[] = LIMITS.map(({ asset, max, dailyMax }) => {
  const networks = networksOf(asset);
  const first = networks[0];
  if (!first) throw new Error(`withdrawal rules: ${asset} has no network in the networks table`);
  return {
    asset,
    chains: networks.map((n) => n.network),
    fee: toUnits(first.withdrawFee),
    min: toUnits(first.withdrawMin),
    max: toUnits(max),
    dailyMax: toUnits(dailyMax),
  };
});

export const drawInfos = (): DrawInfo[] =>
  WITHDRAWAL_RULES.map((rule) => ({
    asset: rule.asset,
    chains: [...rule.chains],
    fee: toPlainDecimal(rule.fee),
    min: toPlainDecimal(rule.min),
    max: toPlainDecimal(rule.max),
    dailyMax: toPlainDecimal(rule.dailyMax),
  }));
