/**
 * Fiat withdrawals to a bank card (docs/wallet.md "Fiat withdrawals"): the request's checks, the freeze in one serial
 * transaction (idempotent by client id), the simulated bank's job on the server clock, and the reads. Every change is
 * pushed as a `fiatWithdrawal` bus event after its commit.
 */
import type { Kysely, Transaction } from 'kysely';
import type { FiatLimits, FiatRules, FiatWithdrawal, FiatWithdrawListReq, FiatWithdrawReq } from '@contract/fiat';
import type { Paged } from '@contract/primitives';
import type { FundPasswords } from '../accounts/fund-password';
import { kycStatusOf } from '../accounts/kyc-status';
import type { Bus } from '../bus';
import { withdrawableOf } from '../chain/withdrawable';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { toPlainDecimal } from '../money';
import { pageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { REVIEW_ABOVE_USDT } from '../wallet/rules';
import { checkWithdrawable } from '../wallet/withdraw-checks';
import { runBank } from './bank-job';
import { keepCard, type KeptCard } from './card';
import { btcEquivalentOf, capOrRefuse, checkFiatCap, priceFiat, type FiatPricing } from './fiat-checks';
import { freezeFiat } from './fiat-ledger';
import { newFiatRecord, toWireFiat, type FiatRecord } from './fiat-record';
import { btcUsedAfter, fiatByClientId, insertFiat, nextFiatId, pageFiat, recentFiat } from './fiat-store';
import { BANK_JOB_EVERY_MS, FIAT_CAP_BTC, FIAT_RULES, FIAT_WINDOW_MS, fiatCapOf } from './rules';

export interface FiatDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  fundPasswords: FundPasswords;
  /** a spot pair's last trade price in 1e-8 units, null before it has traded */
  lastPrice(symbol: string): bigint | null;
  /** the key card numbers are hashed under (server/fiat/card.ts) */
  cardHashKey: Uint8Array;
}

type Trx = Transaction<Database>;

export class FiatService {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: FiatDeps) {}

  rules(): FiatRules {
    return FIAT_RULES;
  }

  async withdraw(userId: number, req: FiatWithdrawReq): Promise<FiatWithdrawal> {
    const card = keepCard(req.cardNumber, this.deps.cardHashKey);
    const pricing = priceFiat(req);
    const cap = capOrRefuse(await kycStatusOf(this.deps.db, userId));
    await this.deps.fundPasswords.check(userId, req.fundPassword);
    return this.deps.serial.run(async (trx) => {
      const first = await fiatByClientId(trx, userId, req.clientId);
      if (first) return toWireFiat(sameRequestOrRefuse(first, req, card, pricing));
      const now = this.deps.clock.now();
      const btc = btcEquivalentOf(pricing.amount, this.deps.lastPrice('BTCUSDT'));
      checkFiatCap(await btcUsedAfter(trx, userId, now - FIAT_WINDOW_MS), btc, cap);
      checkWithdrawable(pricing.amount, 0n, await withdrawableOf(trx, this.deps.ledger, userId, 'USDT'));
      const review = pricing.amount > REVIEW_ABOVE_USDT;
      const w = newFiatRecord({ id: await nextFiatId(trx), userId, req, card, pricing, btcEquivalent: btc, now, review });
      await insertFiat(trx, w);
      await freezeFiat(trx, this.deps.ledger, w);
      this.publishAfterCommit(trx, [w]);
      return toWireFiat(w);
    });
  }

  async list(userId: number, req: FiatWithdrawListReq): Promise<Paged<FiatWithdrawal>> {
    const q = pageQuery(req);
    const { items, total } = await pageFiat(this.deps.db, userId, q);
    return { items: items.map(toWireFiat), page: q.page, size: q.size, total };
  }

  /** The `fiatWithdrawals` snapshot: not final, and the latest 20, newest first. */
  async recentWithdrawals(userId: number): Promise<FiatWithdrawal[]> {
    return (await recentFiat(this.deps.db, userId)).map(toWireFiat);
  }

  async limits(userId: number): Promise<FiatLimits> {
    const kycStatus = await kycStatusOf(this.deps.db, userId);
    const cap = fiatCapOf(kycStatus) ?? 0n;
    const used = await btcUsedAfter(this.deps.db, userId, this.deps.clock.now() - FIAT_WINDOW_MS);
    const price = this.deps.lastPrice('BTCUSDT');
    return {
      kycStatus,
      allowed: fiatCapOf(kycStatus) !== null,
      capBtc: toPlainDecimal(cap),
      capsBtc: { basic: toPlainDecimal(FIAT_CAP_BTC.basic), advanced: toPlainDecimal(FIAT_CAP_BTC.advanced) },
      usedBtc: toPlainDecimal(used),
      leftBtc: toPlainDecimal(cap > used ? cap - used : 0n),
      btcPriceUsdt: price === null ? null : toPlainDecimal(price),
      windowMs: FIAT_WINDOW_MS,
    };
  }

  /** One run of the simulated bank at the server clock's now (the timer's, or a test's). */
  runBank(): Promise<FiatWithdrawal[]> {
    return this.deps.serial.run(async (trx) => {
      const changed = await runBank(trx, this.deps.ledger, this.deps.clock.now());
      this.publishAfterCommit(trx, changed);
      return changed.map(toWireFiat);
    });
  }

  /** The bank's timer: a run now (steps due while the server was down, each once), then every BANK_JOB_EVERY_MS. */
  async start(): Promise<void> {
    await this.runBank();
    this.timer = setInterval(() => {
      this.runBank().catch((err: unknown) => console.error('fiat bank job failed', err));
    }, BANK_JOB_EVERY_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private publishAfterCommit(trx: Trx, changed: readonly FiatRecord[]): void {
    if (changed.length === 0) return;
    this.deps.serial.hooks(trx).afterCommit(() => {
      for (const w of changed) this.deps.bus.emit('fiatWithdrawal', w.userId, toWireFiat(w));
    });
  }
}

/** A repeated client id answers the first withdrawal only for the same request (else 409). */
function sameRequestOrRefuse(first: FiatRecord, req: FiatWithdrawReq, card: KeptCard, pricing: FiatPricing): FiatRecord {
  const same =
    first.currency === req.currency && first.cardHash === card.hash && first.amount === pricing.amount && first.bankCode === req.bankCode;
  if (!same) throw new AppError(409, 'clientIdReused');
  return first;
}
