/** Whether a url is an image that common/upload stored for this user (deposit vouchers, identity photos). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The url common/upload answers: '/api/uploads/' + 32 hex digits + the image type */
const UPLOAD_URL = /^\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg|webp))$/;

/** False for another user's image, an unknown name or any other url. */
export async function isOwnUpload(db: Kysely<Database> | Transaction<Database>, userId: number, url: string): Promise<boolean> {
  const name = UPLOAD_URL.exec(url)?.[1];
  const upload = name ? await db.selectFrom('uploads').select('user_id').where('name', '=', name).executeTakeFirst() : undefined;
  return upload !== undefined && Number(upload.user_id) === userId;
}
