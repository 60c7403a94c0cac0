import type { UserInfo } from '@contract/account';

/** A user's `account` push, told apart by its id. */
export const userInfo = (id: number): UserInfo => ({
  id,
  email: `user-${id}@example.com`,
  phone: null,
  countryCode: null,
  inviteCode: `INV${id}`,
  creditScore: 100,
  kycStatus: 'none',
  kycLevel: 'none',
  isDemo: false,
  hasFundPassword: false,
});
