/** Identity verification (docs/identity.md): requests of `user/identity/*` and the status they answer. */
import { Type, type Static } from '@sinclair/typebox';
import { ID_TYPES } from './identity-rules';

export type KycLevel = 'none' | 'basic' | 'advanced';
export type SubmissionLevel = Exclude<KycLevel, 'none'>;
export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** The answer of user/identity/status (and of each submission). */
export interface IdentityStatus {
  /** the approved level: what the withdrawal cap follows */
  level: KycLevel;
  /** the latest submission's state, `none` before the first */
  status: SubmissionStatus | 'none';
  submissionId: number | null;
  submissionLevel: SubmissionLevel | null;
  rejectReason: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  /** the level the user may submit now; null while a review is pending or once Advanced is approved */
  next: SubmissionLevel | null;
  /** both must be true before a submission is accepted or approved */
  requirements: { emailBound: boolean; phoneBound: boolean };
}

/** ISO 3166 alpha-2 issuing country */
export const IssuingCountry = Type.String({ pattern: '^[A-Za-z]{2}$' });

export const BasicIdentityReq = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    idType: Type.Union(ID_TYPES.map((t) => Type.Literal(t))),
    country: IssuingCountry,
    idNumber: Type.String({ minLength: 1, maxLength: 32 }),
  },
  { additionalProperties: false },
);
export type BasicIdentityReq = Static<typeof BasicIdentityReq>;

/** urls that common/upload answered to this user */
const UploadUrl = Type.String({ minLength: 1, maxLength: 200 });
export const AdvancedIdentityReq = Type.Object(
  { frontUrl: UploadUrl, backUrl: UploadUrl, holdingUrl: UploadUrl },
  { additionalProperties: false },
);
export type AdvancedIdentityReq = Static<typeof AdvancedIdentityReq>;
