export { IdentityService } from './identity-service';
export { IdentityReviewJob } from './review-job';
export { recordDecision, type DecisionOutcome } from './decisions';
export type { IdentityDeps } from './identity-deps';
