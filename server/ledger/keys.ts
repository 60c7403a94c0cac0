/**
 * Ledger account names. A user has, per wallet, an `available` and a `frozen` bucket (per asset), and the
 * contract wallet a `margin` bucket (position margin, docs/futures.md); the system has `sys:external` (the outside
 * world: deposits make it negative), `sys:fees`, and the futures house accounts `sys:insurance`,
 * `sys:contract-pnl` (pays realised profits, receives realised losses) and `sys:funding` (a funding's clearing account);
 * the cycle contracts' `sys:cycle-escrow` (stakes and fees of open orders) and `sys:cycle-pool` (pays wins, receives
 * losses; docs/cycle.md); the conversion desk's inventory `sys:convert` (docs/wallet.md "Convert"); lock-mining's
 * `sys:lock-escrow` (principal of active orders) and `sys:lock-yield` (pays dividends, receives penalties; docs/lock-mining.md).
 */
export type Wallet = 'spot' | 'contract';
export type Bucket = 'available' | 'frozen' | 'margin';

export interface Posting {
  account: string;
  asset: string;
  /** minor units (8 decimals); positive credits the account, negative debits it */
  amount: bigint;
}

export const accountKey = {
  available: (userId: number, wallet: Wallet): string => `u:${userId}:${wallet}:available`,
  frozen: (userId: number, wallet: Wallet): string => `u:${userId}:${wallet}:frozen`,
  /** position margin: only the contract wallet has one */
  margin: (userId: number): string => `u:${userId}:contract:margin`,
  external: 'sys:external',
  fees: 'sys:fees',
  insurance: 'sys:insurance',
  contractPnl: 'sys:contract-pnl',
  funding: 'sys:funding',
  cycleEscrow: 'sys:cycle-escrow',
  cyclePool: 'sys:cycle-pool',
  convertDesk: 'sys:convert',
  lockEscrow: 'sys:lock-escrow',
  lockYield: 'sys:lock-yield',
} as const;

const HOUSE_ACCOUNTS: ReadonlySet<string> = new Set([
  accountKey.insurance,
  accountKey.contractPnl,
  accountKey.funding,
  accountKey.cycleEscrow,
  accountKey.cyclePool,
  accountKey.convertDesk,
  accountKey.lockEscrow,
  accountKey.lockYield,
]);

/**
 * Accounts whose balance may go below zero: the outside world, and sys:contract-pnl, whose profits paid to one
 * side are owed by the other side's still open positions (it is back to 0 when every position is closed).
 */
export const mayGoNegative = (account: string): boolean => account === accountKey.external || account === accountKey.contractPnl;

export type ParsedAccount =
  | { kind: 'user'; userId: number; wallet: Wallet; bucket: Bucket }
  | { kind: 'external' }
  | { kind: 'fees' }
  | { kind: 'house'; name: string };

const USER_ACCOUNT = /^u:([1-9]\d{0,15}):(?:(spot|contract):(available|frozen)|(contract):(margin))$/;
export const ASSET = /^[A-Z0-9]{2,12}$/;

/** Parses an account name; null for anything the ledger does not know. */
export function parseAccount(account: string): ParsedAccount | null {
  if (account === accountKey.external) return { kind: 'external' };
  if (account === accountKey.fees) return { kind: 'fees' };
  if (HOUSE_ACCOUNTS.has(account)) return { kind: 'house', name: account };
  const m = USER_ACCOUNT.exec(account);
  if (!m) return null;
  return { kind: 'user', userId: Number(m[1]), wallet: (m[2] ?? m[4]) as Wallet, bucket: (m[3] ?? m[5]) as Bucket };
}

/** The other bucket of the same user wallet, e.g. frozen for available (available for margin). */
export function siblingAccount(account: ParsedAccount & { kind: 'user' }): string {
  return account.bucket === 'available'
    ? accountKey.frozen(account.userId, account.wallet)
    : accountKey.available(account.userId, account.wallet);
}
