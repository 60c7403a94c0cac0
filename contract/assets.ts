import { Type, type Static } from '@sinclair/typebox';
import type { ContractAccount } from './futures';
import { Asset, ClientId, Decimal, Page, PageSize } from './primitives';

export type Wallet = 'spot' | 'contract';

export interface Balance {
  wallet: Wallet;
  asset: string;
  available: Decimal;
  frozen: Decimal;
}

export interface AssetOverview {
  balances: Balance[];
  /**
   * asset/overview only: the contract account with its position margin and PnL (equity = available + frozen +
   * position margin + unrealised PnL), which the contract balance row alone does not show
   */
  contract?: ContractAccount;
}

/** The answer of asset/transfer and asset/demo/fund: every balance after the change. */
export type BalancesResult = AssetOverview;

/** Transfer works only between the spot and contract accounts. */
export const TransferReq = Type.Object(
  {
    asset: Asset,
    amount: Decimal,
    from: Type.Union([Type.Literal('spot'), Type.Literal('contract')]),
    to: Type.Union([Type.Literal('spot'), Type.Literal('contract')]),
    clientId: ClientId,
  },
  { additionalProperties: false },
);
export type TransferReq = Static<typeof TransferReq>;

/**
 * asset/records: the signed-in user's funding movements (docs/api.md). `kind` filters by a record's kind (the ledger
 * entry's: `deposit`, `transfer`, `convert`, …).
 */
export const AssetRecordsReq = Type.Object(
  {
    asset: Type.Optional(Asset),
    kind: Type.Optional(Type.String({ pattern: '^[a-z][a-z_]{1,31}$', maxLength: 32 })),
    page: Type.Optional(Page),
    size: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type AssetRecordsReq = Static<typeof AssetRecordsReq>;

/**
 * The state of a record's source where it has one (a deposit's `credited`/`unlocked`, later a withdrawal's), else
 * `frozen`/`released` for an entry that only moved the user's funds between their own available and frozen, else
 * `completed`. Open: sources added later bring their own states.
 */
export type FundingStatus = 'completed' | 'frozen' | 'released' | 'credited' | 'unlocked' | (string & {});

/**
 * One funding movement: one ledger entry and one asset touching the user (deposits, transfers, conversions, demo funds,
 * cycle stakes and settlements, futures fees and realised PnL, funding payments, …; spot trades are trade records).
 */
export interface FundingRecord {
  /** `{ledger entry id}:{asset}` */
  id: string;
  /** the ledger entry's kind; kinds added later (withdrawals) arrive with their own names */
  kind: string;
  asset: string;
  /** signed decimal: the change of the user's total of this asset (all wallets and buckets); "0" for an internal move */
  amount: string;
  /** for an internal move (amount "0"): how much moved between the user's own buckets or wallets */
  moved?: Decimal;
  /** for a move between the user's wallets (a transfer): from which to which */
  from?: Wallet;
  to?: Wallet;
  status: FundingStatus;
  /** ms */
  ts: number;
}
