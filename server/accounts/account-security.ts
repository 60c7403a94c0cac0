/**
 * The security centre's calls (docs/security.md): binding, the security verification, the login password, ending
 * other sessions and the overview. Each takes the asking session's token, since verification tokens and "other
 * sessions" are relative to it.
 */
import type { Kysely } from 'kysely';
import type { CodeSent, UserInfo } from '@contract/account';
import type {
  BindCodeReq,
  BindEmailReq,
  BindPhoneReq,
  ChangePasswordReq,
  EndedSessions,
  EndOtherSessionsReq,
  SecurityCodeReq,
  SecurityOverview,
  SecurityVerified,
  SecurityVerifyReq,
} from '@contract/security';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { assertNotSame, bindTarget, newTarget, purposeOf } from './bind';
import { deliverCode } from './code-delivery';
import { codeError, consumeCode } from './codes';
import { recentLogins } from './login-history';
import { checkPasswordChange } from './password-change';
import { boundTarget, checkVerifyToken, issueVerifyToken, requireBound, useVerifyToken, userRow } from './security-verify';
import { countOtherSessions, endOtherSessions } from './sessions';
import type { Target } from './targets';
import { hashToken } from './tokens';
import { toUserInfo } from './user-rows';
import { WrongGuesses } from './wrong-guesses';

export interface AccountSecurityDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  clock: Clock;
  log?: (line: string) => void;
}

/** The asking session: its user and its raw token. */
export interface Asker {
  userId: number;
  token: string;
}

export class AccountSecurity {
  private readonly guesses = new WrongGuesses();

  constructor(private readonly deps: AccountSecurityDeps) {}

  async sendBindCode(asker: Asker, req: BindCodeReq, locale: string): Promise<CodeSent> {
    const { kind, target } = newTarget(req);
    assertNotSame(await userRow(this.deps.db, asker.userId), kind, target);
    return this.deliver(target, purposeOf(kind), locale);
  }

  bindEmail(asker: Asker, req: BindEmailReq): Promise<UserInfo> {
    return this.bind(asker, req);
  }

  bindPhone(asker: Asker, req: BindPhoneReq): Promise<UserInfo> {
    return this.bind(asker, req);
  }

  async sendSecurityCode(asker: Asker, req: SecurityCodeReq, locale: string): Promise<CodeSent> {
    const target = requireBound(await userRow(this.deps.db, asker.userId), req.channel);
    return this.deliver(target, 'securityVerify', locale);
  }

  async verify(asker: Asker, req: SecurityVerifyReq): Promise<SecurityVerified> {
    const target = requireBound(await userRow(this.deps.db, asker.userId), req.channel);
    const outcome = await this.deps.serial.run(async (trx) => {
      const now = this.deps.clock.now();
      const check = await consumeCode(trx, target.key, 'securityVerify', req.code, now);
      // a wrong code must stay counted: return (commit) instead of throwing (rollback)
      if (check !== 'ok') return codeError(check);
      return issueVerifyToken(trx, this.session(asker), target, req.channel, now);
    });
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  async changePassword(asker: Asker, req: ChangePasswordReq): Promise<null> {
    const user = await userRow(this.deps.db, asker.userId);
    const passwordHash = await checkPasswordChange(
      req,
      { id: asker.userId, passwordHash: user.password_hash },
      this.guesses,
      this.deps.clock.now(),
    );
    await this.deps.serial.run(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', asker.userId).execute();
      await endOtherSessions(trx, asker.userId, hashToken(asker.token), this.deps.clock.now());
    });
    return null;
  }

  async endOthers(asker: Asker, req: EndOtherSessionsReq): Promise<EndedSessions> {
    const user = await userRow(this.deps.db, asker.userId);
    const bound = [boundTarget(user, 'email'), boundTarget(user, 'phone')].filter((t): t is Target => t !== null);
    return this.deps.serial.run(async (trx) => {
      const now = this.deps.clock.now();
      if (!(await checkVerifyToken(trx, this.session(asker), req.verifyToken, bound, now))) throw new AppError(400, 'verifyTokenInvalid');
      await useVerifyToken(trx, req.verifyToken, now);
      return { ended: await endOtherSessions(trx, asker.userId, hashToken(asker.token), now) };
    });
  }

  async overview(asker: Asker): Promise<SecurityOverview> {
    const now = this.deps.clock.now();
    const sessionHash = hashToken(asker.token);
    const [user, logins, otherSessions] = await Promise.all([
      userRow(this.deps.db, asker.userId),
      recentLogins(this.deps.db, asker.userId, sessionHash, now),
      countOtherSessions(this.deps.db, asker.userId, sessionHash, now),
    ]);
    return { user: toUserInfo(user), logins, otherSessions };
  }

  private async bind(asker: Asker, req: BindEmailReq | BindPhoneReq): Promise<UserInfo> {
    const { kind, target } = newTarget(req);
    const failure = await this.deps.serial.run(async (trx) => {
      const user = await userRow(trx, asker.userId);
      assertNotSame(user, kind, target);
      const request = { user, sessionHash: hashToken(asker.token), kind, target, code: req.code, verifyToken: req.verifyToken };
      return bindTarget(trx, request, this.deps.clock.now());
    });
    if (failure) throw failure;
    const info = toUserInfo(await userRow(this.deps.db, asker.userId));
    // every open page of the user (the `account` channel, docs/protocol.md) shows the new binding
    this.deps.bus.emit('account', asker.userId, info);
    return info;
  }

  private deliver(target: Target, purpose: 'bindEmail' | 'bindPhone' | 'securityVerify', locale: string): Promise<CodeSent> {
    const log = this.deps.log ?? ((line: string) => console.log(line));
    const deps = { serial: this.deps.serial, now: () => this.deps.clock.now(), log };
    return deliverCode(deps, target.channel, target.address, purpose, locale);
  }

  private session(asker: Asker): { userId: number; sessionHash: string } {
    return { userId: asker.userId, sessionHash: hashToken(asker.token) };
  }
}
