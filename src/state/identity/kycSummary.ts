import type { IdentityStatus, SubmissionLevel } from '@contract/identity';

/** What /mine and /mine/identity say about the user's identity verification. */
export type KycSummary =
  | { kind: 'none' }
  | { kind: 'pending'; level: SubmissionLevel }
  | { kind: 'certified'; level: SubmissionLevel }
  | { kind: 'rejected'; level: SubmissionLevel; reason: string };

/** A submission waiting or just rejected speaks first; otherwise the approved level (docs/identity.md "Levels and states"). */
export function kycSummary(status: IdentityStatus): KycSummary {
  const level = status.submissionLevel;
  if (status.status === 'pending' && level) return { kind: 'pending', level };
  if (status.status === 'rejected' && level) return { kind: 'rejected', level, reason: status.rejectReason ?? '' };
  return status.level === 'none' ? { kind: 'none' } : { kind: 'certified', level: status.level };
}

/** Both bindings are required before a submission is accepted (docs/identity.md). */
export const bindingsMissing = (status: IdentityStatus): boolean => !status.requirements.emailBound || !status.requirements.phoneBound;
