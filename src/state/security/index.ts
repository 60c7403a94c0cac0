export { useSecurityOverview } from './useSecurityOverview';
export {
  checkBinding,
  checkCode,
  checkNewTarget,
  checkPasswordChange,
  type NewTarget,
  type NewTargetFields,
  type PasswordChangeFields,
  type SecurityMessageKey,
  type SecurityProblem,
} from './securityRules';
