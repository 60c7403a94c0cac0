/**
 * Delivering codes, only to a phone number that can exist (phone-numbers.ts). The answer never
 * reveals who has an account: a register code asked for a registered address is answered like any
 * other, and the address receives "already registered" instead of a code; a reset code for an
 * unknown address is answered the same and not delivered. Messages go to the outbox table (in the
 * asker's language) and to the log; nothing is really mailed or texted.
 */
import type { Kysely } from 'kysely';
import type { CodeSent, OutboxEntry } from '@contract/account';
import { AppError } from '../errors';
import { translate } from '../i18n/translate';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { issueCode, type CodePurpose } from './codes';
import { assertDialable } from './phone-numbers';
import { parseAddress } from './targets';
import { findByIdentity, identityOf } from './user-rows';

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
): Promise<CodeSent> {
  const target = parseAddress(to);
  if (!target || target.channel !== channel) throw new AppError(400, 'badRequest');
  const identity = identityOf(target);
  if ('phone' in identity) assertDialable(identity.countryCode, identity.phone);
  const issued = await deps.serial.run(async (trx) => {
    const user = await findByIdentity(trx, identity);
    const now = deps.now();
    // issued even when nothing is delivered, so the resend waits are the same for every address
    const result = await issueCode(trx, target.key, purpose, now);
    const letter = letterFor(purpose, user);
    if (letter !== 'none') {
      const code = letter === 'code' ? result.code : '';
      const message =
        letter === 'code'
          ? translate(locale, 'codeMessage', { code })
          : translate(locale, TAKEN_MESSAGE[purpose] ?? 'alreadyRegisteredMessage');
      await trx.insertInto('outbox').values({ target: target.key, channel, purpose, code, message, created_at: now }).execute();
    }
    return { ...result, letter };
  });
  deps.log(`[outbox] ${purpose} code for ${target.address}: ${LOG_LINE[issued.letter](issued.code)}`);
  return { expiresAt: issued.expiresAt, resendAfter: issued.resendAfter };
}

type Letter = 'code' | 'alreadyRegistered' | 'none';

/** What a taken address receives instead of a binding code. */
const TAKEN_MESSAGE: Partial<Record<CodePurpose, string>> = { bindEmail: 'alreadyBoundMessage', bindPhone: 'alreadyBoundMessage' };

/** What the owner of the address receives: the answer to the asker is the same in every case. */
function letterFor(purpose: CodePurpose, user: { password_hash: string | null } | undefined): Letter {
  // binding an address is a sign-up of that address to an account: the same letter when it is taken (docs/security.md)
  if (purpose === 'register' || purpose === 'bindEmail' || purpose === 'bindPhone') return user ? 'alreadyRegistered' : 'code';
  return user?.password_hash ? 'code' : 'none';
}

const LOG_LINE: Record<Letter, (code: string) => string> = {
  code: (code) => code,
  alreadyRegistered: () => 'not sent, the address is already registered (told so instead)',
  none: () => 'not sent: no such account',
};

export async function readOutbox(db: Kysely<Database>, to: string, countryCode?: string): Promise<OutboxEntry[]> {
  const target = parseAddress(to, countryCode);
  if (!target) return [];
  const rows = await db.selectFrom('outbox').selectAll().where('target', '=', target.key).orderBy('id', 'desc').limit(10).execute();
  return rows.map((r) => ({ to: target.address, code: r.code, purpose: r.purpose, message: r.message, ts: r.created_at }));
}
