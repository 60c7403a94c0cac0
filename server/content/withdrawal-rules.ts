/**
 * What may be withdrawn, on which chains, and within which limits (account/currency/draw/infos).
 * Amounts are bigint units of the asset (server/money.ts). USDT follows the spec: minimum 100,
 * 1,000,000 per transaction, 99,999,999 per day. BTC and ETH get limits of about the same USDT
 * value at the simulated market's start prices (BTC 64,000, ETH 3,400 USDT), rounded, in their
 * own unit.
 */
import { fromUnits, toUnits } from '../money';
import type { DrawInfo } from '@contract/content';

export interface WithdrawalRule {
  asset: string;
  chains: readonly string[];
  fee: bigint;
  min: bigint;
  max: bigint;
  dailyMax: bigint;
}

export const WITHDRAWAL_RULES: readonly WithdrawalRule[] = [
  {
    asset: 'USDT',
    chains: ['TRC20', 'ERC20'],
    fee: toUnits('1'),
    min: toUnits('100'),
    max: toUnits('1000000'),
    dailyMax: toUnits('99999999'),
  },
  { asset: 'BTC', chains: ['BTC'], fee: toUnits('0.0002'), min: toUnits('0.002'), max: toUnits('15'), dailyMax: toUnits('1500') },
  { asset: 'ETH', chains: ['ERC20'], fee: toUnits('0.003'), min: toUnits('0.03'), max: toUnits('300'), dailyMax: toUnits('30000') },
];

/** "100.00000000" -> "100", "0.00020000" -> "0.0002" */
const plain = (units: bigint): string => fromUnits(units).replace(/\.?0+$/, '');

export const drawInfos = (): DrawInfo[] =>
  WITHDRAWAL_RULES.map((rule) => ({
    asset: rule.asset,
    chains: [...rule.chains],
    fee: plain(rule.fee),
    min: plain(rule.min),
    max: plain(rule.max),
    dailyMax: plain(rule.dailyMax),
  }));
