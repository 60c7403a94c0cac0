/**
 * Tables of server-core: users and their sessions, verification codes and the demo outbox, the
 * ledger (balances, ledger_tx, postings) and client ids for idempotent writes.
 * Money is TEXT holding integer minor units (8 decimals); times are BIGINT milliseconds.
 */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  /** only for system users (bots), found by ensureSystemUser */
  name: string | null;
  /** null for system users, who cannot log in */
  password_hash: string | null;
  invite_code: string;
  invited_by: number | null;
  credit_score: number;
  /** the approved identity level the wallet's caps read ('pending' is no longer written: see kyc_review, docs/identity.md) */
  kyc_status: 'none' | 'pending' | 'basic' | 'advanced';
  /** the latest identity submission waits for review or was rejected (column added by 017_identity) */
  kyc_review: Generated<'none' | 'pending' | 'rejected'>;
  /** 0 or 1 (portable boolean) */
  is_demo: number;
  is_system: number;
  created_at: number;
  /** scrypt hash of the fund password (docs/wallet.md), null until set; column added by 012_withdrawals */
  fund_password_hash: string | null;
}

export interface SessionsTable {
  /** sha256 of the token, hex; the token itself is never stored */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface CodesTable {
  id: Generated<number>;
  /** normalised target, see accounts/targets.ts */
  target: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  target: string;
  channel: string;
  purpose: string;
  code: string;
  message: string;
  created_at: number;
}

export interface BalancesTable {
  account: string;
  asset: string;
  /** the owner for user accounts, null for system accounts */
  user_id: number | null;
  amount: string;
}

export interface LedgerTxTable {
  id: number;
  kind: string;
  ref: string;
  ts: number;
}

export interface PostingsTable {
  tx_id: number;
  idx: number;
  account: string;
  asset: string;
  amount: string;
}

export interface ClientIdsTable {
  user_id: number;
  client_id: string;
  kind: string;
  /** the request that first used the id; another request with the same id is a conflict */
  fingerprint: string;
  created_at: number;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  outbox: OutboxTable;
  balances: BalancesTable;
  ledger_tx: LedgerTxTable;
  postings: PostingsTable;
  client_ids: ClientIdsTable;
}
