/**
 * The wallet (issue 15): the simulated chain's networks, deposits, and convert. Rules and numbers: docs/wallet.md;
 * calls: docs/api.md; channels: docs/protocol.md. Amounts are decimal strings in the asset's unit.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Asset, ClientId, Decimal, Page, PageSize } from './primitives';

/** TRC20 (TRON), ERC20 (Ethereum), BEP20 (BNB Smart Chain), BTC (Bitcoin) */
export const NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'BTC'] as const;
export type NetworkId = (typeof NETWORKS)[number];
export const NetworkSchema = Type.Union(NETWORKS.map((n) => Type.Literal(n)));

/** One network an asset moves on, as deposit and withdrawal screens list it. */
export interface AssetNetwork {
  asset: string;
  network: NetworkId;
  /** display name, e.g. "TRON (TRC20)" */
  name: string;
  /** the simulated chain's block interval (scaled for the demo; docs/wallet.md) */
  blockTimeMs: number;
  /** confirmations after which a deposit is credited (1) and becomes withdrawable (3) */
  creditConfirmations: number;
  unlockConfirmations: number;
  /** smallest deposit that is credited */
  minDeposit: Decimal;
  withdrawFee: Decimal;
  withdrawMin: Decimal;
}

/** wallet/deposit/address: the user's own deposit address on a network (derived, docs/wallet.md). */
export interface DepositAddress {
  asset: string;
  network: NetworkId;
  address: string;
  minDeposit: Decimal;
  creditConfirmations: number;
  unlockConfirmations: number;
}

/**
 * pending: 0 confirmations; credited: counted in the balance, not yet withdrawable; unlocked: withdrawable;
 * belowMinimum: mined, but under the network's minimum deposit, so never credited
 */
export type DepositStatus = 'pending' | 'credited' | 'unlocked' | 'belowMinimum';

export interface Deposit {
  id: string;
  asset: string;
  network: NetworkId;
  address: string;
  amount: Decimal;
  /** the simulated transaction's hash (hex, network style) */
  txHash: string;
  /** null while in the mempool */
  blockHeight: number | null;
  confirmations: number;
  status: DepositStatus;
  /** the sender is the demo's "simulate a deposit" action or `npm run chain -- send` */
  simulated: boolean;
  /** uploaded voucher image (common/upload url), optional */
  proofUrl: string | null;
  createdAt: number;
  creditedAt: number | null;
  unlockedAt: number | null;
  /** per-deposit counter, as spot's `Order.version` */
  version: number;
}

export const DepositAddressReq = Type.Object({ asset: Asset, network: NetworkSchema }, { additionalProperties: false });
export type DepositAddressReq = Static<typeof DepositAddressReq>;

export const DepositListReq = Type.Object(
  { asset: Type.Optional(Asset), page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type DepositListReq = Static<typeof DepositListReq>;

/** demo only: send `amount` from the simulated outside world to the user's own deposit address of that network. */
export const SimulateDepositReq = Type.Object(
  { asset: Asset, network: NetworkSchema, amount: Decimal, clientId: ClientId },
  { additionalProperties: false },
);
export type SimulateDepositReq = Static<typeof SimulateDepositReq>;

export const DepositProofReq = Type.Object(
  { depositId: Type.String({ pattern: '^[1-9]\\d{0,19}$', maxLength: 20 }), url: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);
export type DepositProofReq = Static<typeof DepositProofReq>;

// ---- convert ----

/** A price to convert `amount` of `from` into `to`, valid until `expiresAt` (10 s). */
export interface ConvertQuote {
  id: string;
  from: string;
  to: string;
  /** of `from` */
  amount: Decimal;
  /** `to` per one `from`, the spread already taken */
  rate: Decimal;
  /** the market's rate before the spread */
  marketRate: Decimal;
  /** the spread as a fraction ("0.002" is 0.2 %) */
  spread: Decimal;
  /** what the user receives, of `to` */
  receive: Decimal;
  createdAt: number;
  expiresAt: number;
}

export interface Conversion {
  id: string;
  clientId: string;
  quoteId: string;
  from: string;
  to: string;
  amount: Decimal;
  rate: Decimal;
  receive: Decimal;
  createdAt: number;
}

export const ConvertQuoteReq = Type.Object({ from: Asset, to: Asset, amount: Decimal }, { additionalProperties: false });
export type ConvertQuoteReq = Static<typeof ConvertQuoteReq>;

export const ConvertExecuteReq = Type.Object(
  { quoteId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }), clientId: ClientId },
  { additionalProperties: false },
);
export type ConvertExecuteReq = Static<typeof ConvertExecuteReq>;

export const ConvertHistoryReq = Type.Object({ page: Type.Optional(Page), size: Type.Optional(PageSize) }, { additionalProperties: false });
export type ConvertHistoryReq = Static<typeof ConvertHistoryReq>;

// ---- withdrawals (docs/wallet.md "Withdrawals") ----

/**
 * review: frozen, waiting for the operator (USDT value above the review threshold); submitted: frozen, broadcast at the
 * network's next block; broadcast: sent from the hot wallet, counting confirmations; confirmed: has the unlock
 * confirmations; rejected: the frozen funds went back, `rejectReason` says why
 */
export type WithdrawalStatus = 'review' | 'submitted' | 'broadcast' | 'confirmed' | 'rejected';

export interface Withdrawal {
  id: string;
  clientId: string;
  asset: string;
  network: NetworkId;
  address: string;
  /** what the address receives */
  amount: Decimal;
  /** the network's fee, charged on top: the balance falls by amount + fee */
  fee: Decimal;
  status: WithdrawalStatus;
  /** null until broadcast */
  txHash: string | null;
  /** null until mined */
  blockHeight: number | null;
  confirmations: number;
  /** the operator's reason, when rejected */
  rejectReason: string | null;
  createdAt: number;
  broadcastAt: number | null;
  confirmedAt: number | null;
  rejectedAt: number | null;
  /** per-withdrawal counter, as spot's `Order.version` */
  version: number;
}

/** wallet/withdraw/limits: the caps that apply to the signed-in user (docs/wallet.md). */
export interface WithdrawLimits {
  kycStatus: 'none' | 'pending' | 'basic' | 'advanced';
  /** the user's cap per withdrawal, in USDT value */
  kycCapUsdt: Decimal;
  /** every level's cap per withdrawal, in USDT value ("none" also applies while a review is pending) */
  kycCapsUsdt: { none: Decimal; basic: Decimal; advanced: Decimal };
  /** withdrawals worth more than this (USDT) wait in `review` for the operator */
  reviewAboveUsdt: Decimal;
  assets: { asset: string; max: Decimal; dailyMax: Decimal; usedToday: Decimal }[];
}

/** A withdrawal address as typed: letters and digits only (every network's format is checked by the server). */
export const WithdrawAddress = Type.String({ pattern: '^[A-Za-z0-9]{1,100}$', maxLength: 100 });

export const WithdrawReq = Type.Object(
  {
    asset: Asset,
    network: NetworkSchema,
    address: WithdrawAddress,
    amount: Decimal,
    fundPassword: Type.String({ minLength: 1, maxLength: 20 }),
    clientId: ClientId,
  },
  { additionalProperties: false },
);
export type WithdrawReq = Static<typeof WithdrawReq>;

export const WithdrawListReq = Type.Object(
  { asset: Type.Optional(Asset), page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type WithdrawListReq = Static<typeof WithdrawListReq>;
