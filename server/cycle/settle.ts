/**
 * The settlement rules of docs/cycle.md as pure functions over integer 1e-8 units (server/money.ts): the fee (rounded up
 * to 0.01 USDT), the profit on a win (rounded down), the outcome of two ticks, and the ledger postings of an acceptance
 * and of a settlement. The service and `npm run verify:cycle` both derive results with these, so the two cannot differ.
 */
import type { CycleDirection, CycleOutcome } from '@contract/cycle';
import { accountKey, type Posting } from '../ledger/keys';
import { ONE, toUnits } from '../money';
import { CYCLE_ASSET } from './rules';

/** 0.01 USDT: stakes, fees and payouts are whole cents */
export const CENT = 1_000_000n;

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** stake × feeRate, rounded up to the cent. */
export const feeOf = (stake: bigint, feeRate: string): bigint => ceilDiv(stake * toUnits(feeRate), ONE * CENT) * CENT;

/** stake × payoutRate, rounded down to the cent: what the pool pays on a win. */
export const winProfitOf = (stake: bigint, payoutRate: string): bigint => ((stake * toUnits(payoutRate)) / (ONE * CENT)) * CENT;

export function outcomeOf(direction: CycleDirection, entry: bigint, exit: bigint): CycleOutcome {
  if (exit === entry) return 'tie';
  return exit > entry === (direction === 'up') ? 'win' : 'lose';
}

/** What an accepted order settles by: its own stored terms, never the current table. */
export interface CycleTerms {
  direction: CycleDirection;
  stake: bigint;
  fee: bigint;
  payoutRate: string;
}

export interface Settlement {
  outcome: CycleOutcome;
  /** credited back to the user: win stake + profit, lose 0, tie stake + fee */
  payout: bigint;
  /** the user's balance against not having bought: win profit − fee, lose −(stake + fee), tie 0 */
  profit: bigint;
}

export function settle(terms: CycleTerms, entry: bigint, exit: bigint): Settlement {
  const outcome = outcomeOf(terms.direction, entry, exit);
  const paid = terms.stake + terms.fee;
  if (outcome === 'tie') return { outcome, payout: paid, profit: 0n };
  if (outcome === 'lose') return { outcome, payout: 0n, profit: -paid };
  const won = winProfitOf(terms.stake, terms.payoutRate);
  return { outcome, payout: terms.stake + won, profit: won - terms.fee };
}

const usdt = (account: string, amount: bigint): Posting => ({ account, asset: CYCLE_ASSET, amount });

/** Acceptance: stake + fee from the user's spot USDT to the escrow. */
export const acceptancePostings = (userId: number, terms: CycleTerms): Posting[] => [
  usdt(accountKey.available(userId, 'spot'), -(terms.stake + terms.fee)),
  usdt(accountKey.cycleEscrow, terms.stake + terms.fee),
];

/** Settlement: the escrow gives up stake + fee; win → user (stake + profit from the pool) and fee; lose → pool and fee; tie → user. */
export function settlementPostings(userId: number, terms: CycleTerms, result: Settlement): Posting[] {
  const escrow = usdt(accountKey.cycleEscrow, -(terms.stake + terms.fee));
  const user = accountKey.available(userId, 'spot');
  switch (result.outcome) {
    case 'tie':
      return [escrow, usdt(user, result.payout)];
    case 'lose':
      return [escrow, usdt(accountKey.cyclePool, terms.stake), usdt(accountKey.fees, terms.fee)];
    case 'win':
      return [
        escrow,
        usdt(user, result.payout),
        usdt(accountKey.cyclePool, -(result.payout - terms.stake)),
        usdt(accountKey.fees, terms.fee),
      ];
  }
}
