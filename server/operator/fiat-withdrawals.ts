/**
 * `npm run operator -- fiat-withdrawals list|approve <id>|reject <id> --reason "…"` (docs/wallet.md "Fiat withdrawals"):
 * lists the fiat withdrawals waiting in review and records the operator's decision on one; the server's bank job carries
 * it out on its next run.
 */
import { approveFiatWithdrawal, rejectFiatWithdrawal, type DecisionOutcome } from '../fiat/decisions';
import { openFiat } from '../fiat/fiat-store';
import { toPlainDecimal } from '../money';
import { OperatorRefusal, type OperatorArea } from './types';

const REFUSALS: Readonly<Record<Exclude<DecisionOutcome, 'recorded'>, (id: number) => string>> = {
  notFound: (id) => `fiat withdrawal ${id} does not exist`,
  notInReview: (id) => `fiat withdrawal ${id} is not waiting for review`,
  alreadyDecided: (id) => `fiat withdrawal ${id} already has a decision, carried out at the bank's next run`,
};

function report(outcome: DecisionOutcome, id: number, done: string): string {
  if (outcome !== 'recorded') throw new OperatorRefusal(REFUSALS[outcome](id));
  return done;
}

export const fiatWithdrawalsArea: OperatorArea = {
  list: {
    summary: 'fiat withdrawals waiting for review',
    params: [],
    async run(ctx) {
      const waiting = await openFiat(ctx.db, ['review']);
      ctx.out(['id', 'user', 'amount USDT', 'receive', 'card', 'decision', 'created (UTC)'].join('\t'));
      for (const w of waiting) {
        const card = `${w.cardholderName} ${w.bankName} •••• ${w.cardLast4}`;
        const created = new Date(w.createdAt).toISOString();
        ctx.out([w.id, w.userId, toPlainDecimal(w.amount), `${w.receive} ${w.currency}`, card, w.decision ?? '–', created].join('\t'));
      }
      if (waiting.length === 0) ctx.out('no fiat withdrawal is waiting for review');
    },
  },
  approve: {
    summary: 'approve a fiat withdrawal in review (the bank job sends it to the bank)',
    params: ['id'],
    async run(ctx, args) {
      const id = Number(args.positional[0]);
      ctx.out(report(await approveFiatWithdrawal(ctx.db, id), id, `fiat withdrawal ${id}: approval recorded`));
    },
  },
  reject: {
    summary: 'reject a fiat withdrawal in review with a reason shown to the user (the bank job returns the funds)',
    params: ['id'],
    flags: ['reason'],
    async run(ctx, args) {
      const id = Number(args.positional[0]);
      const reason = args.flags.reason ?? '';
      ctx.out(report(await rejectFiatWithdrawal(ctx.db, id, reason), id, `fiat withdrawal ${id}: rejection recorded`));
    },
  },
};
