/**
 * Users, sign-up and sign-in. Register and reset need a code sent to the e-mail or phone first
 * (sendCode); codes go to the outbox table and the log, never to a real mail or SMS service.
 * Login answers the same "incorrect account or password" whether or not the account exists, and
 * costs the same time either way.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CodeSent, LoginReq, LoginResult, OutboxEntry, RegisterReq, RetrieveReq, UserInfo } from '@contract/account';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { AppError, notFound } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { deliverCode, readOutbox } from './code-delivery';
import { codeError, consumeCode, type CodePurpose } from './codes';
import { LoginThrottle } from './login-throttle';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { parseAddress } from './targets';
import { deviceSummary } from './device-summary';
import type { LoginPlace } from './login-history';
import { openSession, type OpenedSession } from './sessions';
import { hashToken } from './tokens';
import { findByIdentity, identify, identityOf, insertUser, toUserInfo } from './user-rows';

export interface AccountsDeps {
  db: Kysely<Database>;
  serial: Serial;
  config: Pick<Config, 'tokenTtlMs' | 'demo'>;
  clock: Clock;
  /** where "sent" codes are logged (default console.log) */
  log?: (line: string) => void;
}

export class Accounts {
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly throttle = new LoginThrottle();

  constructor(private readonly deps: AccountsDeps) {
    this.now = () => deps.clock.now();
    this.log = deps.log ?? ((line) => console.log(line));
  }

  /** `place` is where the sign-up comes from, for the login history (docs/security.md); direct callers may omit it. */
  async register(req: RegisterReq, place: LoginPlace = UNKNOWN_PLACE): Promise<LoginResult> {
    if (req.password !== req.repeatPassword) throw new AppError(400, 'passwordsDoNotMatch');
    if (req.agreement !== true) throw new AppError(400, 'agreementRequired');
    const { identity, target } = identify(req);
    const passwordHash = await hashPassword(req.password);
    const outcome = await this.deps.serial.run(async (trx) => {
      let invitedBy: number | undefined;
      if (req.inviteCode) {
        const inviter = await trx
          .selectFrom('users')
          .select('id')
          .where('invite_code', '=', req.inviteCode.toUpperCase())
          .where('is_system', '=', 0)
          .executeTakeFirst();
        if (!inviter) return new AppError(400, 'inviteCodeInvalid');
        invitedBy = Number(inviter.id);
      }
      const check = await consumeCode(trx, target.key, 'register', req.code, this.now());
      // a wrong code must stay counted: return (commit) instead of throwing (rollback)
      if (check !== 'ok') return codeError(check);
      // only after the code: whoever does not own the address must not learn that it has an account
      if (await findByIdentity(trx, identity)) return new AppError(409, 'accountExists');
      const userId = await insertUser(trx, { identity, passwordHash, ...(invitedBy ? { invitedBy } : {}) }, this.now());
      return this.openSession(trx, userId, place);
    });
    if (outcome instanceof AppError) throw outcome;
    return { ...outcome, user: await this.info(outcome.userId) };
  }

  /** `clientAddress` is where the attempt comes from (login-throttle.ts); direct callers may omit it and the User-Agent. */
  async login(req: LoginReq, clientAddress = 'unknown', userAgent?: string): Promise<LoginResult> {
    const target = parseAddress(req.account, req.countryCode);
    const attempt = { account: target?.key ?? `raw:${req.account}`, address: clientAddress };
    // the slot is taken before the first await: concurrent guesses cannot all get past the throttle
    this.throttle.begin(attempt, this.now());
    const user = target ? await findByIdentity(this.deps.db, identityOf(target)) : undefined;
    const hash = user?.password_hash ?? (await dummyHash());
    const matches = await verifyPassword(req.password, hash);
    // the demo account's password is published: it signs in only where demo features are on
    const demoClosed = user?.is_demo === 1 && !this.deps.config.demo;
    if (!user?.password_hash || !matches || demoClosed) throw new AppError(400, 'loginFailed');
    this.throttle.succeeded(attempt, this.now());
    const place = { address: clientAddress, device: deviceSummary(userAgent) };
    const session = await this.deps.serial.run((trx) => this.openSession(trx, Number(user.id), place));
    return { token: session.token, expiresAt: session.expiresAt, user: toUserInfo(user) };
  }

  /** Ends the session and its pending verification tokens (docs/security.md). */
  async logout(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.deps.serial.run(async (trx) => {
      await trx.deleteFrom('security_verifications').where('session_hash', '=', tokenHash).execute();
      await trx.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    });
  }

  /** Resets the password with a code sent for 'retrieve'; every session of the user ends. */
  async retrieve(req: RetrieveReq): Promise<void> {
    if (req.password !== req.repeatPassword) throw new AppError(400, 'passwordsDoNotMatch');
    const { identity, target } = identify(req);
    const passwordHash = await hashPassword(req.password);
    const failure = await this.deps.serial.run(async (trx) => {
      const user = await findByIdentity(trx, identity);
      const check = await consumeCode(trx, target.key, 'retrieve', req.code, this.now());
      if (check !== 'ok') return codeError(check);
      // a code can exist without an account (see sendCode); say no more than "wrong code"
      if (!user?.password_hash) return new AppError(400, 'codeInvalid');
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await trx.deleteFrom('security_verifications').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      return null;
    });
    if (failure) throw failure;
  }

  /**
   * Sends a code to an e-mail (`to` = address) or phone (`to` = "+<country> <number>"); see
   * code-delivery.ts for what is refused and what is answered.
   */
  sendCode(channel: 'email' | 'sms', to: string, purpose: CodePurpose, locale = 'en_us'): Promise<CodeSent> {
    return deliverCode({ serial: this.deps.serial, now: this.now, log: this.log }, channel, to, purpose, locale);
  }

  /** The user id of a live session, or null (unknown, malformed or expired token). */
  async verifyToken(token: string): Promise<number | null> {
    if (!token || token.length > 128) return null;
    const row = await this.deps.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row && row.expires_at > this.now() ? Number(row.user_id) : null;
  }

  async info(userId: number): Promise<UserInfo> {
    const row = await this.deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return toUserInfo(row);
  }

  /** The id of the system user `name` (a bot), created on first use. System users cannot log in. */
  async ensureSystemUser(name: string): Promise<number> {
    return this.deps.serial.run(async (trx) => {
      const row = await trx.selectFrom('users').select('id').where('name', '=', name).executeTakeFirst();
      return row ? Number(row.id) : insertUser(trx, { name, isSystem: true }, this.now());
    });
  }

  /** The latest codes sent to an address (newest first), for the demo outbox; see targets.ts for `to`. */
  outbox(to: string, countryCode?: string): Promise<OutboxEntry[]> {
    return readOutbox(this.deps.db, to, countryCode);
  }

  private openSession(trx: Transaction<Database>, userId: number, place: LoginPlace): Promise<OpenedSession> {
    return openSession(trx, userId, place, { now: this.now(), ttlMs: this.deps.config.tokenTtlMs });
  }
}

const UNKNOWN_PLACE: LoginPlace = { address: 'unknown', device: '' };
