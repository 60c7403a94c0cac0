/**
 * Anonymous temp tokens (common/temp/token): random, valid 15 minutes, stored only as a sha256
 * hash. A temp token grants nothing by itself: uploads need a logged-in session. It names one
 * anonymous client, so that the code-sending calls can count sends per client on top of their
 * per-destination limits. Anyone may mint one, so it slows abuse down; it does not stop it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import type { TempToken } from '@contract/content';

export const TEMP_TOKEN_TTL_MS = 15 * 60 * 1000;
const PREFIX = 'tt_';

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class TempTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly serial: Serial,
    private readonly now: () => number = Date.now,
  ) {}

  /** Issues a new token and forgets the expired ones. */
  async issue(): Promise<TempToken> {
    const token = PREFIX + randomBytes(32).toString('base64url');
    const createdAt = this.now();
    const expiresAt = createdAt + TEMP_TOKEN_TTL_MS;
    await this.serial.run(async (trx) => {
      await trx.deleteFrom('temp_tokens').where('expires_at', '<=', createdAt).execute();
      await trx
        .insertInto('temp_tokens')
        .values({ token_hash: hash(token), created_at: createdAt, expires_at: expiresAt })
        .execute();
    });
    return { token, expiresAt };
  }

  /** True while `token` is one this server issued and it has not expired. */
  async isValid(token: string): Promise<boolean> {
    if (!token.startsWith(PREFIX)) return false;
    const row = await this.db.selectFrom('temp_tokens').select('expires_at').where('token_hash', '=', hash(token)).executeTakeFirst();
    return row !== undefined && Number(row.expires_at) > this.now();
  }
}
