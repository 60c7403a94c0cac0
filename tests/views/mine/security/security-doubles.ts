// Test doubles of src/streams (the account channel), src/api/account (user/info) and src/api/security for the security
// screens: the account is served by user/info, the socket never delivers.
import { NEVER, of } from 'rxjs';
import { vi } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { SecurityOverview } from '@contract/security';

export const getAccount$ = () => NEVER;

export const USER: UserInfo = {
  id: 7,
  email: 'alice@example.com',
  phone: '2025550123',
  countryCode: '1',
  inviteCode: 'ABCD2345',
  creditScore: 100,
  kycStatus: 'none',
  kycLevel: 'none',
  isDemo: false,
  hasFundPassword: false,
};

export const OVERVIEW: SecurityOverview = {
  user: USER,
  otherSessions: 1,
  logins: [
    { at: Date.UTC(2026, 10, 24, 8, 30), device: 'Chrome · Android', address: '203.0.113.7', current: true, active: true },
    { at: Date.UTC(2026, 10, 23, 21, 5), device: '', address: '2001:db8:1:2::', current: false, active: true },
    { at: Date.UTC(2026, 10, 20, 7, 0), device: 'Safari · iOS', address: '198.51.100.4', current: false, active: false },
  ],
};

export const CODE_SENT = { expiresAt: Date.now() + 600_000, resendAfter: Date.now() + 60_000 };

export const fetchUserInfo$ = vi.fn();
export const fetchSecurityOverview$ = vi.fn();
export const sendBindCode$ = vi.fn();
export const bindEmail$ = vi.fn();
export const bindPhone$ = vi.fn();
export const sendSecurityCode$ = vi.fn();
export const verifySecurity$ = vi.fn();
export const changePassword$ = vi.fn();
export const endOtherSessions$ = vi.fn();

export function resetDoubles(user: UserInfo = USER): void {
  vi.clearAllMocks();
  fetchUserInfo$.mockImplementation(() => of(user));
  fetchSecurityOverview$.mockImplementation(() => of({ ...OVERVIEW, user }));
  sendBindCode$.mockImplementation(() => of(CODE_SENT));
  sendSecurityCode$.mockImplementation(() => of(CODE_SENT));
  verifySecurity$.mockImplementation((channel: string) => of({ verifyToken: 'verify-token-1', channel, expiresAt: Date.now() + 600_000 }));
  bindEmail$.mockImplementation((req: { email: string }) => of({ ...user, email: req.email }));
  bindPhone$.mockImplementation((req: { phone: string }) => of({ ...user, phone: req.phone }));
  changePassword$.mockImplementation(() => of(null));
  endOtherSessions$.mockImplementation(() => of({ ended: 1 }));
}
