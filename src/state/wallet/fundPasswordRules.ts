/** docs/wallet.md "Fund password": 6–20 letters and digits. */
const FUND_PASSWORD = /^[A-Za-z0-9]{6,20}$/;
/** the code service's codes are 6 digits */
const CODE = /^\d{6}$/;

export type FundPasswordProblem = 'passwordEmpty' | 'passwordRule' | 'confirmEmpty' | 'mismatch' | 'codeEmpty' | 'codeInvalid';

export interface FundPasswordFields {
  password: string;
  confirmPassword: string;
  code: string;
}

/** The first rule the fields break, in the order of the form, or null when the server may be asked. */
export function checkFundPassword({ password, confirmPassword, code }: FundPasswordFields): FundPasswordProblem | null {
  if (password === '') return 'passwordEmpty';
  if (!FUND_PASSWORD.test(password)) return 'passwordRule';
  if (confirmPassword === '') return 'confirmEmpty';
  if (confirmPassword !== password) return 'mismatch';
  if (code === '') return 'codeEmpty';
  if (!CODE.test(code)) return 'codeInvalid';
  return null;
}
