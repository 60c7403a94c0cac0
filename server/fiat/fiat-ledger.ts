/**
 * A fiat withdrawal's money (docs/wallet.md "Fiat withdrawals"), each one balanced ledger entry in the caller's serial
 * transaction: the freeze at the request (spot available → spot frozen), the payment (frozen amount − fee → sys:external,
 * frozen fee → sys:fees) and the refund of a rejected one (frozen → available). All USDT.
 */
import type { Transaction } from 'kysely';
import { accountKey, type Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { FiatRecord } from './fiat-record';

const USDT = 'USDT';
type Trx = Transaction<Database>;

export const freezeFiat = (trx: Trx, ledger: Ledger, w: FiatRecord): Promise<void> =>
  frozenMove(trx, ledger, 'fiat_withdraw_freeze', w, w.amount);

export const refundFiat = (trx: Trx, ledger: Ledger, w: FiatRecord): Promise<void> =>
  frozenMove(trx, ledger, 'fiat_withdraw_reject', w, -w.amount);

export const payFiat = (trx: Trx, ledger: Ledger, w: FiatRecord): Promise<void> =>
  ledger.post(trx, {
    kind: 'fiat_withdraw',
    ref: String(w.id),
    postings: [
      { account: accountKey.frozen(w.userId, 'spot'), asset: USDT, amount: -w.amount },
      { account: accountKey.external, asset: USDT, amount: w.amount - w.fee },
      { account: accountKey.fees, asset: USDT, amount: w.fee },
    ],
  });

/** spot available → spot frozen by `amount` (negative: back) */
const frozenMove = (trx: Trx, ledger: Ledger, kind: string, w: FiatRecord, amount: bigint): Promise<void> =>
  ledger.post(trx, {
    kind,
    ref: String(w.id),
    postings: [
      { account: accountKey.available(w.userId, 'spot'), asset: USDT, amount: -amount },
      { account: accountKey.frozen(w.userId, 'spot'), asset: USDT, amount },
    ],
  });
