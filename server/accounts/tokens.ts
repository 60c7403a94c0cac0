/** Session tokens: 32 random bytes for the client, only their sha256 in the database. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** `Authorization` carries the raw token or `Bearer <token>`; anything else is no token. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}
