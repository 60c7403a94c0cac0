/** A fiat withdrawal as server/fiat keeps it (USDT amounts in 1e-8 units) and its two other forms: the stored row and the wire. */
import type { Insertable, Selectable } from 'kysely';
import type { FiatWithdrawal, FiatWithdrawReq } from '@contract/fiat';
import { toPlainDecimal } from '../money';
import type { FiatDecision, FiatWithdrawalRow } from '../store/tables/fiat';
import type { KeptCard } from './card';
import type { FiatPricing } from './fiat-checks';

/** The wire shape with the server's own id, owner, exact amounts, the card's hash and the operator's recorded decision. */
export interface FiatRecord extends Omit<FiatWithdrawal, 'id' | 'amount' | 'fee' | 'btcEquivalent'> {
  id: number;
  userId: number;
  amount: bigint;
  fee: bigint;
  btcEquivalent: bigint;
  cardHash: string;
  decision: FiatDecision | null;
  decisionReason: string | null;
}

const orNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const fromFiatRow = (r: Selectable<FiatWithdrawalRow>): FiatRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  clientId: r.client_id,
  currency: r.currency,
  cardholderName: r.cardholder_name,
  bankName: r.bank_name,
  branchName: r.branch_name,
  bankCode: r.bank_code,
  cardLast4: r.card_last4,
  cardBrand: r.card_brand,
  cardHash: r.card_hash,
  amount: BigInt(r.amount),
  fee: BigInt(r.fee),
  rate: r.rate,
  receive: r.receive,
  btcEquivalent: BigInt(r.btc_equivalent),
  status: r.status,
  decision: r.decision,
  decisionReason: r.decision_reason,
  rejectReason: r.reject_reason,
  createdAt: Number(r.created_at),
  submittedAt: orNull(r.submitted_at),
  processingAt: orNull(r.processing_at),
  paidAt: orNull(r.paid_at),
  rejectedAt: orNull(r.rejected_at),
  version: r.version,
});

export const toFiatRow = (w: FiatRecord): Insertable<FiatWithdrawalRow> => ({
  id: w.id,
  user_id: w.userId,
  client_id: w.clientId,
  currency: w.currency,
  cardholder_name: w.cardholderName,
  bank_name: w.bankName,
  branch_name: w.branchName,
  bank_code: w.bankCode,
  card_last4: w.cardLast4,
  card_brand: w.cardBrand,
  card_hash: w.cardHash,
  amount: w.amount.toString(),
  fee: w.fee.toString(),
  rate: w.rate,
  receive: w.receive,
  btc_equivalent: w.btcEquivalent.toString(),
  status: w.status,
  decision: w.decision,
  decision_reason: w.decisionReason,
  reject_reason: w.rejectReason,
  created_at: w.createdAt,
  submitted_at: w.submittedAt,
  processing_at: w.processingAt,
  paid_at: w.paidAt,
  rejected_at: w.rejectedAt,
  version: w.version,
});

export function toWireFiat(w: FiatRecord): FiatWithdrawal {
  const { id, userId: _owner, amount, fee, btcEquivalent, cardHash: _hash, decision: _d, decisionReason: _r, ...same } = w;
  return {
    ...same,
    id: String(id),
    amount: toPlainDecimal(amount),
    fee: toPlainDecimal(fee),
    btcEquivalent: toPlainDecimal(btcEquivalent),
  };
}

export interface NewFiat {
  id: number;
  userId: number;
  req: FiatWithdrawReq;
  card: KeptCard;
  pricing: FiatPricing;
  btcEquivalent: bigint;
  now: number;
  /** above the review threshold: waits for the operator instead of the bank */
  review: boolean;
}

/** An accepted request as stored: `review` or `submitted`, the card kept as card.ts keeps it. */
export const newFiatRecord = ({ id, userId, req, card, pricing, btcEquivalent, now, review }: NewFiat): FiatRecord => ({
  id,
  userId,
  clientId: req.clientId,
  currency: req.currency,
  cardholderName: req.cardholderName,
  bankName: req.bankName,
  branchName: req.branchName,
  bankCode: req.bankCode,
  cardLast4: card.last4,
  cardBrand: card.brand,
  cardHash: card.hash,
  ...pricing,
  btcEquivalent,
  status: review ? 'review' : 'submitted',
  decision: null,
  decisionReason: null,
  rejectReason: null,
  createdAt: now,
  submittedAt: review ? null : now,
  processingAt: null,
  paidAt: null,
  rejectedAt: null,
  version: 1,
});
