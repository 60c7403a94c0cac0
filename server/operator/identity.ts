/** `identity list|show|approve|reject` (docs/identity.md "Review"): prints submissions and records review decisions. */
import { recordDecision, type DecisionOutcome } from '../identity';
import type { ReviewDecision } from '../store/tables/identity';
import { formatTable, formatTime } from './table';
import { OperatorRefusal, type OperatorArea, type OperatorContext } from './types';
import { checkedReason } from './reason';

const yesNo = (v: unknown) => (v === null ? 'no' : 'yes');

async function submissionsWithUsers(ctx: OperatorContext, id?: number) {
  let q = ctx.db
    .selectFrom('identity_submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.email', 'u.phone', 'u.country_code']);
  q = id === undefined ? q.where('s.status', '=', 'pending') : q.where('s.id', '=', id);
  return q.orderBy('s.id').execute();
}

const REFUSALS: Record<Exclude<DecisionOutcome, 'recorded'>, (id: number) => string> = {
  notFound: (id) => `no identity submission with id ${id}`,
  notPending: (id) => `identity submission ${id} is no longer pending (see: identity show ${id})`,
  alreadyDecided: (id) => `identity submission ${id} already has a decision; the server carries it out within a second`,
  notBound: (id) => `identity submission ${id}: the user has not bound both e-mail and phone, so approval is refused until both are bound`,
};

async function decide(ctx: OperatorContext, rawId: string, decision: ReviewDecision, reason?: string): Promise<void> {
  const id = Number(rawId);
  const outcome = await recordDecision(ctx.db, id, { decision, by: 'operator', now: ctx.now(), ...(reason ? { reason } : {}) });
  if (outcome !== 'recorded') throw new OperatorRefusal(REFUSALS[outcome](id));
  ctx.out(`identity submission ${id}: ${decision} recorded; the running server carries it out within a second (or when it next starts)`);
}

export const identityArea: OperatorArea = {
  list: {
    summary: 'identity submissions waiting for review',
    params: [],
    async run(ctx) {
      const rows = await submissionsWithUsers(ctx);
      if (rows.length === 0) return ctx.out('no identity submission is waiting for review');
      const cells = rows.map((s) => [
        String(s.id),
        String(s.user_id),
        s.level,
        formatTime(s.submitted_at),
        yesNo(s.email),
        yesNo(s.phone),
        s.decision ?? '–',
      ]);
      formatTable(['id', 'user', 'level', 'submitted', 'e-mail bound', 'phone bound', 'decision'], cells).forEach((l) => ctx.out(l));
    },
  },
  show: {
    summary: 'one submission with its fields or images',
    params: ['id'],
    async run(ctx, { positional }) {
      const [s] = await submissionsWithUsers(ctx, Number(positional[0]));
      if (!s) throw new OperatorRefusal(`no identity submission with id ${positional[0]}`);
      const fields: [string, string | null][] = [
        ['id', String(s.id)],
        ['user', `${s.user_id} (e-mail ${s.email ?? 'not bound'}, phone ${s.phone ? `+${s.country_code ?? ''} ${s.phone}` : 'not bound'})`],
        ['level', s.level],
        ['status', s.status],
        ['submitted', formatTime(s.submitted_at)],
        ['name', s.name],
        ['ID type', s.id_type],
        ['country', s.country],
        ['ID number', s.id_number],
        ['ID front', s.front_url],
        ['ID back', s.back_url],
        ['holding photo', s.holding_url],
        ['decision', s.decision ? `${s.decision} by ${s.decided_by ?? '?'} at ${formatTime(s.decided_at)}` : null],
        ['reject reason', s.reject_reason],
        ['reviewed', s.reviewed_at === null ? null : formatTime(s.reviewed_at)],
      ];
      for (const [label, value] of fields) if (value !== null) ctx.out(`${label.padEnd(14)} ${value}`);
    },
  },
  approve: {
    summary: 'approve a pending submission (both e-mail and phone must be bound)',
    params: ['id'],
    run: (ctx, { positional }) => decide(ctx, positional[0]!, 'approve'),
  },
  reject: {
    summary: 'reject a pending submission; the user sees the reason',
    params: ['id'],
    flags: ['reason'],
    run: (ctx, { positional, flags }) => decide(ctx, positional[0]!, 'reject', checkedReason(flags.reason)),
  },
};
