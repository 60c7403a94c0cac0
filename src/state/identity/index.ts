export { useIdentityStatus } from './useIdentityStatus';
export { bindingsMissing, kycSummary, type KycSummary } from './kycSummary';
export { levelState, type LevelState } from './levelState';
export { basicIdentityRequest, checkBasicIdentity, type BasicIdentityFields, type BasicIdentityProblem } from './basicIdentityRules';
export {
  checkAdvancedIdentity,
  PHOTO_NAMES,
  type AdvancedIdentityPhotos,
  type AdvancedIdentityProblem,
  type PhotoName,
} from './advancedIdentityRules';
