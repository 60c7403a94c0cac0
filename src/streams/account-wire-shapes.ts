/** Type guard for the `account` push (contract/account.ts: UserInfo, docs/protocol.md), as wallet-wire-shapes.ts does for the wallet. */
import { oneOf, shape, type Guard } from './wire-shapes';

const orNullText: Guard = (v) => v === null || (typeof v === 'string' && v.length <= 254);
const isBoolean: Guard = (v) => typeof v === 'boolean';

export const isUserInfo = shape({
  id: (v) => Number.isSafeInteger(v) && (v as number) > 0,
  email: orNullText,
  phone: orNullText,
  countryCode: orNullText,
  inviteCode: (v) => typeof v === 'string' && v.length <= 16,
  creditScore: (v) => Number.isSafeInteger(v),
  kycStatus: oneOf('none', 'pending', 'basic', 'advanced', 'rejected'),
  kycLevel: oneOf('none', 'basic', 'advanced'),
  isDemo: isBoolean,
  hasFundPassword: isBoolean,
});
