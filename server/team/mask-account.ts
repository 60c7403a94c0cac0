/**
 * How an invitee's account is shown to the inviter (docs/addresses-and-team.md): enough to recognise a friend, never the
 * whole address. E-mail: the first two characters of the name (one when the name is that short) + `***` + the domain;
 * phone: the first three and last four digits around `****` (fewer kept when the number is short).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const kept = name.length > 2 ? 2 : Math.min(1, name.length - 1);
  return `${name.slice(0, Math.max(kept, 0))}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length >= 9) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `${phone.slice(0, 2)}****${phone.slice(-2)}`;
}

export function maskAccount(user: { email: string | null; phone: string | null }): string {
  if (user.email) return maskEmail(user.email);
  return user.phone ? maskPhone(user.phone) : '***';
}
