/** The IdentityStatus answer (docs/identity.md "Levels and states") from the user's row and latest submission: pure. */
import type { IdentityStatus, KycLevel, SubmissionLevel } from '@contract/identity';
import type { ReviewedUser, SubmissionRow } from './identity-store';

/** the approved level; a legacy 'pending' in users.kyc_status grants nothing */
export const approvedLevelOf = (kycStatus: ReviewedUser['kyc_status']): KycLevel => (kycStatus === 'pending' ? 'none' : kycStatus);

const NEXT_LEVEL: Readonly<Record<KycLevel, SubmissionLevel | null>> = { none: 'basic', basic: 'advanced', advanced: null };

export function toIdentityStatus(user: ReviewedUser, latest: SubmissionRow | undefined): IdentityStatus {
  const level = approvedLevelOf(user.kyc_status);
  return {
    level,
    status: latest?.status ?? 'none',
    submissionId: latest ? Number(latest.id) : null,
    submissionLevel: latest?.level ?? null,
    rejectReason: latest?.status === 'rejected' ? latest.reject_reason : null,
    submittedAt: latest ? Number(latest.submitted_at) : null,
    reviewedAt: latest?.reviewed_at == null ? null : Number(latest.reviewed_at),
    next: latest?.status === 'pending' ? null : NEXT_LEVEL[level],
    requirements: { emailBound: user.email !== null, phoneBound: user.phone !== null },
  };
}
