/**
 * Whether a url is one that common/upload answered to this user: other users' images, unknown names and any other url
 * are not (the ticket images; the same rule as a deposit's voucher in server/chain/proof.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/** '/api/uploads/' + 32 hex digits + the image type */
const UPLOAD_URL = /^\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg|webp))$/;

export async function isOwnUpload(db: Kysely<Database>, userId: number, url: string): Promise<boolean> {
  const name = UPLOAD_URL.exec(url)?.[1];
  if (!name) return false;
  const upload = await db.selectFrom('uploads').select('user_id').where('name', '=', name).executeTakeFirst();
  return upload !== undefined && Number(upload.user_id) === userId;
}
