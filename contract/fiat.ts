/**
 * Fiat withdrawals to a bank card (issue 15). Rules and numbers: docs/wallet.md "Fiat withdrawals"; calls: docs/api.md
 * (`fiat/*`); pushes: the private `fiatWithdrawals` channel (docs/protocol.md). Amounts are decimal strings.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { UserInfo } from './account';
import { FIAT_CURRENCIES, type FiatCode } from './fiat-currencies';
import { ClientId, Decimal, Page, PageSize } from './primitives';

export { FIAT_CURRENCIES, type FiatCode };
export const FiatCodeSchema = Type.Union(FIAT_CURRENCIES.map((c) => Type.Literal(c)));

/** One published fiat currency: what 1 USDT buys, and the minor unit received amounts are rounded down to. */
export interface FiatCurrency {
  code: FiatCode;
  /** fiat per 1 USDT */
  rate: Decimal;
  /** decimals of the minor unit (2 for cents, 0 for JPY and KRW) */
  decimals: number;
}

/** fiat/currencies: the rates and the rules every fiat withdrawal follows. */
export interface FiatRules {
  currencies: FiatCurrency[];
  /** the fee as a fraction of the amount ("0.005" is 0.5 %), at least `feeMinUsdt` */
  feeRate: Decimal;
  feeMinUsdt: Decimal;
  /** per request, in USDT */
  minUsdt: Decimal;
  maxUsdt: Decimal;
  /** a withdrawal above this (USDT) waits in `review` for the operator */
  reviewAboveUsdt: Decimal;
}

/** Names as printed on a card or a bank's sign: 1–64 characters, not starting with a space, no control characters. */
export const CardText = Type.String({ pattern: '^[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]{0,63}$', maxLength: 64 });

/** bank code / branch code: 3–20 letters, digits or hyphens */
export const BankCode = Type.String({ pattern: '^[A-Za-z0-9-]{3,20}$', maxLength: 20 });
/** 12–19 digits, spaces allowed between them (removed); must pass the check of contract/fiat-card.ts */
export const CardNumber = Type.String({ pattern: '^[0-9][0-9 ]{10,24}[0-9]$', maxLength: 26 });

export const FiatWithdrawReq = Type.Object(
  {
    currency: FiatCodeSchema,
    cardholderName: CardText,
    bankName: CardText,
    branchName: CardText,
    bankCode: BankCode,
    cardNumber: CardNumber,
    /** USDT debited from the spot account; the fee comes out of it */
    amount: Decimal,
    fundPassword: Type.String({ minLength: 1, maxLength: 20 }),
    clientId: ClientId,
  },
  { additionalProperties: false },
);
export type FiatWithdrawReq = Static<typeof FiatWithdrawReq>;

/**
 * review: frozen, waiting for the operator (above the review threshold); submitted: frozen, waiting for the bank;
 * processing: the bank has it; paid: the card was paid; rejected: the frozen amount went back, `rejectReason` says why
 */
export type FiatWithdrawalStatus = 'review' | 'submitted' | 'processing' | 'paid' | 'rejected';

export interface FiatWithdrawal {
  id: string;
  clientId: string;
  currency: FiatCode;
  cardholderName: string;
  bankName: string;
  branchName: string;
  bankCode: string;
  /** the card's last 4 digits (the number itself is never stored) */
  cardLast4: string;
  /** e.g. "visa", "mastercard", null when card-validator does not recognise it */
  cardBrand: string | null;
  /** USDT debited */
  amount: Decimal;
  /** USDT, out of the amount */
  fee: Decimal;
  /** the published rate used, fiat per USDT */
  rate: Decimal;
  /** fiat the card receives: (amount − fee) × rate, rounded down to the minor unit */
  receive: Decimal;
  /** the amount in BTC at request time, counted against the 24 h cap */
  btcEquivalent: Decimal;
  status: FiatWithdrawalStatus;
  rejectReason: string | null;
  createdAt: number;
  /** when it became `submitted` (at creation, or the operator's approval being carried out) */
  submittedAt: number | null;
  processingAt: number | null;
  paidAt: number | null;
  rejectedAt: number | null;
  /** per-withdrawal counter from 1: a push with a lower version than the one shown is stale */
  version: number;
}

/** fiat/withdraw/limits: the signed-in user's 24 h cap in BTC-equivalent (docs/wallet.md). */
export interface FiatLimits {
  kycStatus: UserInfo['kycStatus'];
  /** false when the user may not withdraw fiat yet (not verified, or under review) */
  allowed: boolean;
  /** the user's cap per rolling 24 h, "0" when not allowed */
  capBtc: Decimal;
  capsBtc: { basic: Decimal; advanced: Decimal };
  usedBtc: Decimal;
  leftBtc: Decimal;
  /** BTCUSDT's last price the caps are valued at, null before it has traded */
  btcPriceUsdt: Decimal | null;
  windowMs: number;
}

export const FiatWithdrawListReq = Type.Object(
  { page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type FiatWithdrawListReq = Static<typeof FiatWithdrawListReq>;
