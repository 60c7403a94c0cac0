/** How the user names their account: an e-mail address or a phone number with its country code. */
export type AuthMode = 'email' | 'phone';

/** Spec 9: the country code prefix defaults to 1. */
export const DEFAULT_AREA_CODE = '1';

/** Everything the three sign-in forms can hold; each form reads the fields it shows. */
export interface AuthFields {
  mode: AuthMode;
  email: string;
  areaCode: string;
  phone: string;
  password: string;
  repeatPassword: string;
  code: string;
  inviteCode: string;
  agreement: boolean;
}

export type FieldName = Exclude<keyof AuthFields, 'mode'>;

export const EMPTY_FIELDS: AuthFields = {
  mode: 'email',
  email: '',
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
  password: '',
  repeatPassword: '',
  code: '',
  inviteCode: '',
  agreement: false,
};
