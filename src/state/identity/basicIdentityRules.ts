import type { BasicIdentityReq } from '@contract/identity';
import { isValidIdName, isValidIdNumber, normaliseIdNumber } from '@contract/identity-rules';

export type BasicIdentityFields = BasicIdentityReq;
export type BasicIdentityProblem = 'nameEmpty' | 'nameInvalid' | 'countryEmpty' | 'idNumberEmpty' | 'idNumberInvalid';

/** The first rule the Basic form breaks, in screen order, with the published formats (contract/identity-rules.ts); null when it may be sent. */
export function checkBasicIdentity(fields: BasicIdentityFields): BasicIdentityProblem | null {
  if (fields.name.trim() === '') return 'nameEmpty';
  if (!isValidIdName(fields.name)) return 'nameInvalid';
  if (fields.country === '') return 'countryEmpty';
  if (normaliseIdNumber(fields.idNumber) === '') return 'idNumberEmpty';
  if (!isValidIdNumber(fields.idType, fields.country, fields.idNumber)) return 'idNumberInvalid';
  return null;
}

/** What is sent: the name trimmed, the ID number as the server stores it. */
export const basicIdentityRequest = (fields: BasicIdentityFields): BasicIdentityReq => ({
  ...fields,
  name: fields.name.trim(),
  idNumber: normaliseIdNumber(fields.idNumber),
});
