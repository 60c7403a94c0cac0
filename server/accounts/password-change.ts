/**
 * Changing the login password (docs/security.md): the old password proves it (wrong ones counted per user, like the fund
 * password's: wrong-guesses.ts), the new one follows the sign-up rule, and every OTHER session ends.
 */
import type { ChangePasswordReq } from '@contract/security';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import type { WrongGuesses } from './wrong-guesses';

/** Throws 400 passwordsDoNotMatch, 400 oldPasswordWrong (counted) or 429; answers the new password's hash. */
export async function checkPasswordChange(
  req: ChangePasswordReq,
  user: { id: number; passwordHash: string | null },
  guesses: WrongGuesses,
  now: number,
): Promise<string> {
  if (req.newPassword !== req.confirmPassword) throw new AppError(400, 'passwordsDoNotMatch');
  const key = `login:${user.id}`;
  guesses.assertAllowed(key, now);
  const stored = user.passwordHash;
  const right = await guesses.guess(key, now, async () => stored !== null && (await verifyPassword(req.oldPassword, stored)));
  if (!right) throw new AppError(400, 'oldPasswordWrong');
  return hashPassword(req.newPassword);
}
