/** The login history of the security centre (docs/security.md "Login history"): the 20 newest logins per user. */
import type { Kysely, Transaction } from 'kysely';
import type { LoginRecord } from '@contract/security';
import type { Database } from '../store/schema';

export const LOGINS_KEPT = 20;
export const LOGINS_SHOWN = 10;

/** Where a session is opened from: the client address (client-address.ts) and the device summary (device-summary.ts). */
export interface LoginPlace {
  address: string;
  device: string;
}

export async function recordLogin(
  trx: Transaction<Database>,
  userId: number,
  sessionHash: string,
  place: LoginPlace,
  now: number,
): Promise<void> {
  await trx
    .insertInto('login_history')
    .values({ user_id: userId, at: now, device: place.device.slice(0, 80), address: place.address.slice(0, 64), session_hash: sessionHash })
    .execute();
  const oldestKept = await trx
    .selectFrom('login_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(LOGINS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) await trx.deleteFrom('login_history').where('user_id', '=', userId).where('id', '<', oldestKept.id).execute();
}

/** The newest logins, `current` for the asking session's, `active` while their session lives. */
export async function recentLogins(db: Kysely<Database>, userId: number, sessionHash: string, now: number): Promise<LoginRecord[]> {
  const rows = await db
    .selectFrom('login_history')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.token_hash', '=', 'login_history.session_hash').on('sessions.expires_at', '>', now),
    )
    .select(['login_history.at', 'login_history.device', 'login_history.address', 'login_history.session_hash', 'sessions.token_hash'])
    .where('login_history.user_id', '=', userId)
    .orderBy('login_history.id', 'desc')
    .limit(LOGINS_SHOWN)
    .execute();
  return rows.map((r) => ({
    at: Number(r.at),
    device: r.device,
    address: r.address,
    current: r.session_hash === sessionHash,
    active: r.token_hash !== null,
  }));
}
