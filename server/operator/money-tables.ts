/**
 * Every table of the schema, classified (docs/identity.md "The operator command"). The operator command must leave the
 * money tables byte-identical — balances, the ledger, orders, trades, positions, cycle results, lock-mining yields,
 * deposits and withdrawals —; tests/server/operator/operator-untouched.test.ts proves it for every registered action and
 * fails for a table in neither list, so a new migration's tables must be added to one of them.
 */
export const MONEY_TABLES = [
  'balances',
  'ledger_tx',
  'postings',
  'user_ledger_entries',
  'client_ids',
  'orders',
  'trades',
  'spot_commands',
  'positions',
  'futures_orders',
  'futures_trades',
  'futures_commands',
  'futures_funding',
  'futures_funding_runs',
  'futures_settings',
  'mark_ticks',
  'index_ticks',
  'cycle_orders',
  'lock_orders',
  'lock_payments',
  'conversions',
  'chain_blocks',
  'chain_txs',
  'deposit_addresses',
  'deposits',
  'withdrawals',
  'fiat_withdrawals',
] as const;

/**
 * A money table on whose rows the operator records its decision (the owner's design): these columns may change, every
 * other column must stay byte-identical; the server's own job carries the decision out.
 */
export const DECISION_COLUMNS: Readonly<Partial<Record<(typeof MONEY_TABLES)[number], readonly string[]>>> = {
  fiat_withdrawals: ['decision', 'decision_reason'],
};

export const NON_MONEY_TABLES = [
  'users',
  'sessions',
  'codes',
  'outbox',
  'temp_tokens',
  'login_history',
  'security_verifications',
  'uploads',
  'banners',
  'banner_titles',
  'contents',
  'content_texts',
  'klines',
  'sim_state',
  'identity_submissions',
  'withdrawal_reviews',
  'saved_addresses',
  'tickets',
] as const;
