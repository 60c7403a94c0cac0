export {
  codeProblem,
  countryCodeProblem,
  digitsOf,
  emailProblem,
  newPasswordProblem,
  phoneProblem,
  type AccountProblem,
} from './accountRules';
