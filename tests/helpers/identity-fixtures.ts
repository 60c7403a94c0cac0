import type { IdentityStatus } from '@contract/identity';

/** A user's identity status as the server answers it: not verified, nothing submitted, e-mail and phone bound, unless `over` says otherwise. */
export function identityStatus(over: Partial<IdentityStatus> = {}): IdentityStatus {
  return {
    level: 'none',
    status: 'none',
    submissionId: null,
    submissionLevel: null,
    rejectReason: null,
    submittedAt: null,
    reviewedAt: null,
    next: 'basic',
    requirements: { emailBound: true, phoneBound: true },
    ...over,
  };
}
