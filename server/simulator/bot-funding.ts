/**
 * The bots' money. Bots are system users funded through the ledger like anyone else (entries of
 * kind 'bot_funding' from the external account), so the ledger invariants hold. A bot is topped up
 * to its target whenever an asset falls below half of it; fees and drift make this necessary.
 */
import type { Ledger } from '../ledger/ledger';
import { toUnits } from '../money';
import type { Serial } from '../store/serial';
import { SYMBOLS } from '../catalogue/symbols';

export type FundingDeps = { ledger: Pick<Ledger, 'deposit' | 'balance'>; serial: Serial };

/** USDT value a bot holds of each base asset, and its USDT, at the catalogue prices. */
export interface FundingPlan {
  basePerSymbol: bigint;
  usdt: bigint;
}

export const MAKER_FUNDING: FundingPlan = { basePerSymbol: toUnits('2000000'), usdt: toUnits('40000000') };
export const TAKER_FUNDING: FundingPlan = { basePerSymbol: toUnits('1000000'), usdt: toUnits('20000000') };

/** Target amount per asset, in units. */
export function fundingTargets(plan: FundingPlan): Map<string, bigint> {
  const targets = new Map<string, bigint>([['USDT', plan.usdt]]);
  for (const def of SYMBOLS) targets.set(def.base, (plan.basePerSymbol * 100_000_000n) / toUnits(def.startPrice));
  return targets;
}

let fundingSeq = 0;

/** Tops every asset below half its target back up to the target; returns the assets funded. */
export async function topUp(deps: FundingDeps, userId: number, plan: FundingPlan): Promise<string[]> {
  const funded: string[] = [];
  for (const [asset, target] of fundingTargets(plan)) {
    const { available } = await deps.ledger.balance(userId, 'spot', asset);
    if (available * 2n >= target) continue;
    const ref = `bot:${userId}:${asset}:${Date.now().toString(36)}:${++fundingSeq}`;
    await deps.serial.run((trx) => deps.ledger.deposit(trx, userId, 'spot', asset, target - available, 'bot_funding', ref));
    funded.push(asset);
  }
  return funded;
}

/** Tops a perpetual bot's contract account (USDT margin) back up to `target` when it fell below half of it. */
export async function topUpContract(deps: FundingDeps, userId: number, target: bigint): Promise<boolean> {
  const { available } = await deps.ledger.balance(userId, 'contract', 'USDT');
  if (available * 2n >= target) return false;
  const ref = `bot:${userId}:contract:${Date.now().toString(36)}:${++fundingSeq}`;
  await deps.serial.run((trx) => deps.ledger.deposit(trx, userId, 'contract', 'USDT', target - available, 'bot_funding', ref));
  return true;
}
