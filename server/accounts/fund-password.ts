/**
 * The fund password (docs/wallet.md "Fund password"): set or changed with a `fundPassword` code sent to the user's bound
 * e-mail (else phone), stored as a scrypt hash like the login password, and checked by every withdrawal. Wrong ones are
 * counted per user like wrong login passwords (10 in 15 minutes, then 429 until the window ends).
 */
import type { Kysely } from 'kysely';
import type { CodeSent, FundPasswordSetReq } from '@contract/account';
import type { Clock } from '../clock';
import { AppError, notFound } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { deliverCode } from './code-delivery';
import { codeError, consumeCode } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { emailTarget, phoneTarget, type Target } from './targets';
import { WrongGuesses } from './wrong-guesses';

export interface FundPasswordDeps {
  db: Kysely<Database>;
  serial: Serial;
  clock: Clock;
  log?: (line: string) => void;
}

export class FundPasswords {
  private readonly wrongGuesses = new WrongGuesses();

  constructor(private readonly deps: FundPasswordDeps) {}

  /** A `fundPassword` code to the user's bound e-mail, or the bound phone when there is no e-mail. */
  async sendCode(userId: number, locale = 'en_us'): Promise<CodeSent> {
    const target = await this.targetOf(userId);
    const log = this.deps.log ?? ((line: string) => console.log(line));
    return deliverCode(
      { serial: this.deps.serial, now: () => this.deps.clock.now(), log },
      target.channel,
      target.address,
      'fundPassword',
      locale,
    );
  }

  async set(userId: number, req: FundPasswordSetReq): Promise<null> {
    if (req.password !== req.confirmPassword) throw new AppError(400, 'passwordsDoNotMatch');
    const target = await this.targetOf(userId);
    const hash = await hashPassword(req.password);
    const failure = await this.deps.serial.run(async (trx) => {
      const check = await consumeCode(trx, target.key, 'fundPassword', req.code, this.deps.clock.now());
      // a wrong code must stay counted: return (commit) instead of throwing (rollback)
      if (check !== 'ok') return codeError(check);
      await trx.updateTable('users').set({ fund_password_hash: hash }).where('id', '=', userId).execute();
      return null;
    });
    if (failure) throw failure;
    return null;
  }

  /** Throws 422 when none is set or it is wrong (counted), 429 after too many wrong ones. */
  async check(userId: number, password: string): Promise<void> {
    const now = this.deps.clock.now();
    const key = String(userId);
    this.wrongGuesses.assertAllowed(key, now);
    const row = await this.deps.db.selectFrom('users').select('fund_password_hash').where('id', '=', userId).executeTakeFirst();
    if (!row?.fund_password_hash) throw new AppError(422, 'fundPasswordNotSet');
    const hash = row.fund_password_hash;
    if (!(await this.wrongGuesses.guess(key, now, () => verifyPassword(password, hash)))) throw new AppError(422, 'fundPasswordWrong');
  }

  private async targetOf(userId: number): Promise<Target> {
    const user = await this.deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound();
    if (user.email) return emailTarget(user.email);
    if (user.phone) return phoneTarget(user.phone, user.country_code ?? undefined);
    throw notFound();
  }
}
