import type { UserInfo } from '@contract/account';

/**
 * The account as /mine shows it, masked so a glance over the shoulder does not give it away: an e-mail keeps the first
 * two characters of its name and the domain (`ab***@example.com`), a phone its first three and last four digits
 * (`138****5678`), the same forms as the team list (contract/team.ts). E-mail first, as the account signs in with it.
 */
export function maskAccount(user: Pick<UserInfo, 'email' | 'phone'>): string {
  if (user.email) return maskEmail(user.email);
  if (user.phone) return maskPhone(user.phone);
  return '';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 1)}****${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** One or two letters for the avatar: the e-mail's first letter, or the phone's last two digits. */
export function accountInitials(user: Pick<UserInfo, 'email' | 'phone'>): string {
  if (user.email) return user.email.slice(0, 1).toUpperCase();
  return user.phone?.slice(-2) ?? '?';
}
