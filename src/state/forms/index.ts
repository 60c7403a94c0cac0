export { codeProblem, countryCodeProblem, digitsOf, emailProblem, newPasswordProblem, phoneProblem } from './accountRules';
