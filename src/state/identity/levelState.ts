import type { IdentityStatus, SubmissionLevel } from '@contract/identity';

export type LevelState = 'done' | 'pending' | 'locked' | 'open';

/** Where one level stands for this user: approved, waiting for review, not yet possible (Advanced before Basic), or open to send. */
export function levelState(status: IdentityStatus, level: SubmissionLevel): LevelState {
  if (status.level === 'advanced' || status.level === level) return 'done';
  if (status.status === 'pending' && status.submissionLevel === level) return 'pending';
  return status.next === level ? 'open' : 'locked';
}
