/**
 * Crypto withdrawals (docs/wallet.md "Withdrawals"): the request's checks, the freeze in one serial transaction
 * (idempotent by client id), the block tick that broadcasts and confirms them (registered on the chain) and carries out the
 * operator command's recorded review decisions (review-pickup.ts), a direct approve/reject making the same moves, and the
 * reads. Every change is pushed as a `withdrawal` bus event after its commit.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Paged } from '@contract/primitives';
import type { Withdrawal, WithdrawLimits, WithdrawListReq, WithdrawReq } from '@contract/wallet';
import type { FundPasswords } from '../accounts/fund-password';
import { kycStatusOf } from '../accounts/kyc-status';
import type { Bus } from '../bus';
import type { ChainService } from '../chain/chain-service';
import { withdrawableOf } from '../chain/withdrawable';
import type { Clock } from '../clock';
import { AppError, notFound } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { toPlainDecimal } from '../money';
import { pageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { withdrawalsAtBlock } from './block-tick';
import { freezeIn } from './freeze';
import { approvedWithdrawal, rejectIn } from './review-pickup';
import { KYC_CAP_USDT, REVIEW_ABOVE_USDT, kycCapOf, utcDayStart } from './rules';
import { checkDailyLimit, checkKycCap, checkRequest, checkWithdrawable, usdtValueOf } from './withdraw-checks';
import { limitsOf } from './withdraw-limits';
import { toWireWithdrawal, type WithdrawalRecord } from './withdrawal-record';
import {
  pageWithdrawals,
  recentWithdrawals,
  updateWithdrawal,
  withdrawalByClientId,
  withdrawalById,
  withdrawnSince,
} from './withdrawal-store';

export interface WalletDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  chain: ChainService;
  fundPasswords: FundPasswords;
  /** a spot pair's last trade price in 1e-8 units, null before it has traded */
  lastPrice(symbol: string): bigint | null;
}

type Trx = Transaction<Database>;

export class WalletService {
  constructor(private readonly deps: WalletDeps) {
    deps.chain.onBlock(async (trx, network, height, now) =>
      this.publishAfterCommit(trx, await withdrawalsAtBlock(trx, deps.ledger, network, height, now)),
    );
  }

  async withdraw(userId: number, req: WithdrawReq): Promise<Withdrawal> {
    const checked = checkRequest(req);
    await this.deps.fundPasswords.check(userId, req.fundPassword);
    return this.deps.serial.run(async (trx) => {
      const first = await withdrawalByClientId(trx, userId, req.clientId);
      if (first) {
        const same =
          first.asset === req.asset && first.network === req.network && first.address === req.address && first.amount === checked.amount;
        if (!same) throw new AppError(409, 'clientIdReused');
        return toWireWithdrawal(first);
      }
      const now = this.deps.clock.now();
      checkDailyLimit(checked.amount, await withdrawnSince(trx, userId, req.asset, utcDayStart(now)), checked.dailyMax, req.asset);
      const value = usdtValueOf(req.asset, checked.amount, (s) => this.deps.lastPrice(s));
      checkKycCap(value, kycCapOf(await kycStatusOf(trx, userId)));
      checkWithdrawable(checked.amount, checked.fee, await withdrawableOf(trx, this.deps.ledger, userId, req.asset));
      const status = value > REVIEW_ABOVE_USDT ? 'review' : 'submitted';
      const withdrawal = await freezeIn(trx, this.deps.ledger, userId, req, checked, status, now);
      this.publishAfterCommit(trx, [withdrawal]);
      return toWireWithdrawal(withdrawal);
    });
  }

  /** The operator's approval of a withdrawal in review (issue 17): it is broadcast at the network's next block. */
  approve(id: number): Promise<Withdrawal> {
    return this.move(id, async (_trx, w) => approvedWithdrawal(w));
  }

  /** The operator's refusal of a withdrawal not yet broadcast: the frozen amount + fee go back to available. */
  reject(id: number, reason: string): Promise<Withdrawal> {
    return this.move(id, (trx, w, now) => rejectIn(trx, this.deps.ledger, w, reason, now), true);
  }

  async list(userId: number, req: WithdrawListReq): Promise<Paged<Withdrawal>> {
    const q = pageQuery(req);
    const { items, total } = await pageWithdrawals(this.deps.db, userId, req.asset, q);
    return { items: items.map(toWireWithdrawal), page: q.page, size: q.size, total };
  }

  /** The `withdrawals` snapshot: not final, and the latest 20, newest first. */
  async recentWithdrawals(userId: number): Promise<Withdrawal[]> {
    return (await recentWithdrawals(this.deps.db, userId)).map(toWireWithdrawal);
  }

  async limits(userId: number): Promise<WithdrawLimits> {
    const status = await kycStatusOf(this.deps.db, userId);
    const since = utcDayStart(this.deps.clock.now());
    return {
      kycStatus: status,
      kycCapUsdt: toPlainDecimal(kycCapOf(status)),
      kycCapsUsdt: {
        none: toPlainDecimal(KYC_CAP_USDT.none),
        basic: toPlainDecimal(KYC_CAP_USDT.basic),
        advanced: toPlainDecimal(KYC_CAP_USDT.advanced),
      },
      reviewAboveUsdt: toPlainDecimal(REVIEW_ABOVE_USDT),
      assets: await limitsOf((asset) => withdrawnSince(this.deps.db, userId, asset, since)),
    };
  }

  private move(
    id: number,
    next: (trx: Trx, w: WithdrawalRecord, now: number) => Promise<WithdrawalRecord>,
    evenSubmitted = false,
  ): Promise<Withdrawal> {
    return this.deps.serial.run(async (trx) => {
      const w = await withdrawalById(trx, id);
      if (!w) throw notFound();
      if (w.status !== 'review' && !(evenSubmitted && w.status === 'submitted')) throw new AppError(409, 'withdrawalNotPending');
      const moved = await next(trx, w, this.deps.clock.now());
      await updateWithdrawal(trx, moved);
      this.publishAfterCommit(trx, [moved]);
      return toWireWithdrawal(moved);
    });
  }

  private publishAfterCommit(trx: Trx, withdrawals: readonly WithdrawalRecord[]): void {
    if (withdrawals.length === 0) return;
    this.deps.serial.hooks(trx).afterCommit(() => {
      for (const w of withdrawals) this.deps.bus.emit('withdrawal', w.userId, toWireWithdrawal(w));
    });
  }
}
