/**
 * Delivering codes: a register code is refused for a known account (409); a reset code for an
 * unknown account is answered the same as a real one but not delivered, so the answer does not
 * reveal who has an account. Delivered codes go to the outbox table (in the asker's language) and
 * to the log; nothing is really mailed or texted.
 */
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { translate } from '../i18n/translate';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { issueCode, type CodePurpose } from './codes';
import { parseAddress } from './targets';
import { findByIdentity, identityOf } from './user-rows';

export interface OutboxMessage {
  to: string;
  code: string;
  purpose: string;
  message: string;
  ts: number;
}

export interface DeliveryDeps {
  serial: Serial;
  now: () => number;
  log: (line: string) => void;
}

export async function deliverCode(
  deps: DeliveryDeps,
  channel: 'email' | 'sms',
  to: string,
  purpose: CodePurpose,
  locale: string,
): Promise<{ expiresAt: number; resendAfter: number }> {
  const target = parseAddress(to);
  if (!target || target.channel !== channel) throw new AppError(400, 'badRequest');
  const issued = await deps.serial.run(async (trx) => {
    const user = await findByIdentity(trx, identityOf(target));
    if (purpose === 'register' && user) throw new AppError(409, 'accountExists');
    const now = deps.now();
    const result = await issueCode(trx, target.key, purpose, now);
    const deliver = purpose === 'register' || Boolean(user?.password_hash);
    if (deliver) {
      const message = translate(locale, 'codeMessage', { code: result.code });
      await trx.insertInto('outbox').values({ target: target.key, channel, purpose, code: result.code, message, created_at: now }).execute();
    }
    return { ...result, deliver };
  });
  deps.log(issued.deliver ? `[outbox] ${purpose} code for ${target.address}: ${issued.code}` : `[outbox] ${purpose} code for ${target.address} not sent: no such account`);
  return { expiresAt: issued.expiresAt, resendAfter: issued.resendAfter };
}

export async function readOutbox(db: Kysely<Database>, to: string, countryCode?: string): Promise<OutboxMessage[]> {
  const target = parseAddress(to, countryCode);
  if (!target) return [];
  const rows = await db.selectFrom('outbox').selectAll().where('target', '=', target.key).orderBy('id', 'desc').limit(10).execute();
  return rows.map((r) => ({ to: target.address, code: r.code, purpose: r.purpose, message: r.message, ts: r.created_at }));
}
