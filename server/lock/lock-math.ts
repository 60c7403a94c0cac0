/**
 * The money rules of docs/lock-mining.md as pure functions over integer 1e-8 units (server/money.ts): the daily dividend
 * (rounded down to 0.01 USDT), the early-redemption penalty (rounded up to 0.01 USDT), and the ledger postings of each
 * movement. Every amount moves between the user's spot available USDT, sys:lock-escrow and sys:lock-yield only.
 */
import { accountKey, type Posting } from '../ledger/keys';
import { ONE, toUnits } from '../money';
import { LOCK_ASSET } from './products';

/** 0.01 USDT */
export const CENT = 1_000_000n;

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** principal × dailyRate, rounded down to the cent. */
export const dividendOf = (principal: bigint, dailyRate: string): bigint => ((principal * toUnits(dailyRate)) / (ONE * CENT)) * CENT;

/** principal × penaltyRate, rounded up to the cent. */
export const penaltyOf = (principal: bigint, penaltyRate: string): bigint => ceilDiv(principal * toUnits(penaltyRate), ONE * CENT) * CENT;

const move = (from: string, to: string, amount: bigint): Posting[] => [
  { account: from, asset: LOCK_ASSET, amount: -amount },
  { account: to, asset: LOCK_ASSET, amount },
];

const spot = (userId: number): string => accountKey.available(userId, 'spot');

export const subscribePostings = (userId: number, principal: bigint): Posting[] => move(spot(userId), accountKey.lockEscrow, principal);

export const dividendPostings = (userId: number, dividend: bigint): Posting[] => move(accountKey.lockYield, spot(userId), dividend);

export const principalPostings = (userId: number, principal: bigint): Posting[] => move(accountKey.lockEscrow, spot(userId), principal);

/** principal − penalty back to the user, the penalty to the yield pool: one balanced entry. */
export const redeemPostings = (userId: number, principal: bigint, penalty: bigint): Posting[] => [
  { account: accountKey.lockEscrow, asset: LOCK_ASSET, amount: -principal },
  { account: spot(userId), asset: LOCK_ASSET, amount: principal - penalty },
  { account: accountKey.lockYield, asset: LOCK_ASSET, amount: penalty },
];
