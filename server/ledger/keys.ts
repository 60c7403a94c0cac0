/**
 * Ledger account names. A user has, per wallet, an `available` and a `frozen` bucket (per asset);
 * the system has `sys:external` (the outside world: deposits make it negative) and `sys:fees`.
 */
export type Wallet = 'spot' | 'contract';
export type Bucket = 'available' | 'frozen';

export interface Posting {
  account: string;
  asset: string;
  /** minor units (8 decimals); positive credits the account, negative debits it */
  amount: bigint;
}

export const accountKey = {
  available: (userId: number, wallet: Wallet): string => `u:${userId}:${wallet}:available`,
  frozen: (userId: number, wallet: Wallet): string => `u:${userId}:${wallet}:frozen`,
  external: 'sys:external',
  fees: 'sys:fees',
} as const;

export type ParsedAccount = { kind: 'user'; userId: number; wallet: Wallet; bucket: Bucket } | { kind: 'external' } | { kind: 'fees' };

const USER_ACCOUNT = /^u:([1-9]\d{0,15}):(spot|contract):(available|frozen)$/;
export const ASSET = /^[A-Z0-9]{2,12}$/;

/** Parses an account name; null for anything the ledger does not know. */
export function parseAccount(account: string): ParsedAccount | null {
  if (account === accountKey.external) return { kind: 'external' };
  if (account === accountKey.fees) return { kind: 'fees' };
  const m = USER_ACCOUNT.exec(account);
  if (!m) return null;
  return { kind: 'user', userId: Number(m[1]), wallet: m[2] as Wallet, bucket: m[3] as Bucket };
}

/** The other bucket of the same user wallet, e.g. frozen for available. */
export function siblingAccount(account: ParsedAccount & { kind: 'user' }): string {
  return account.bucket === 'available'
    ? accountKey.frozen(account.userId, account.wallet)
    : accountKey.available(account.userId, account.wallet);
}
