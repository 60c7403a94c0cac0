/**
 * `withdrawals list|approve|reject` (docs/identity.md "The operator command"): crypto withdrawals waiting in `review`. A
 * decision is only recorded; the network's next block broadcasts an approved withdrawal or refunds a rejected one.
 */
import { recordWithdrawalDecision, withdrawalsInReview, type WithdrawalDecisionOutcome } from '../wallet/review-decisions';
import type { ReviewDecision } from '../store/tables/identity';
import { toPlainDecimal } from '../money';
import { checkedReason } from './reason';
import { formatTable, formatTime } from './table';
import { OperatorRefusal, type OperatorArea, type OperatorContext } from './types';

const REFUSALS: Record<Exclude<WithdrawalDecisionOutcome, 'recorded'>, (id: number) => string> = {
  notFound: (id) => `no withdrawal with id ${id}`,
  notInReview: (id) => `withdrawal ${id} is not waiting in review`,
  alreadyDecided: (id) => `withdrawal ${id} already has a decision; its network's next block carries it out`,
};

async function decide(ctx: OperatorContext, rawId: string, decision: ReviewDecision, reason: string | null): Promise<void> {
  const id = Number(rawId);
  const outcome = await recordWithdrawalDecision(ctx.db, id, decision, reason, ctx.now());
  if (outcome !== 'recorded') throw new OperatorRefusal(REFUSALS[outcome](id));
  const effect = decision === 'approve' ? 'broadcasts it' : 'returns the frozen amount and fee to the user';
  ctx.out(`withdrawal ${id}: ${decision} recorded; the running server's next block on its network ${effect}`);
}

export const withdrawalsArea: OperatorArea = {
  list: {
    summary: 'crypto withdrawals waiting in review',
    params: [],
    async run(ctx) {
      const waiting = await withdrawalsInReview(ctx.db);
      if (waiting.length === 0) return ctx.out('no withdrawal is waiting in review');
      const cells = waiting.map(({ withdrawal: w, decision }) => [
        String(w.id),
        String(w.userId),
        `${toPlainDecimal(w.amount)} ${w.asset}`,
        w.network,
        w.address,
        formatTime(w.createdAt),
        decision ?? '–',
      ]);
      formatTable(['id', 'user', 'amount', 'network', 'address', 'requested', 'decision'], cells).forEach((l) => ctx.out(l));
    },
  },
  approve: {
    summary: 'approve a withdrawal in review: broadcast at its network’s next block',
    params: ['id'],
    run: (ctx, { positional }) => decide(ctx, positional[0]!, 'approve', null),
  },
  reject: {
    summary: 'reject a withdrawal in review: refunded at its network’s next block',
    params: ['id'],
    flags: ['reason'],
    run: (ctx, { positional, flags }) => decide(ctx, positional[0]!, 'reject', checkedReason(flags.reason)),
  },
};
