/**
 * Uploaded images: checked by their first bytes against the declared type, written under
 * <dataDir>/uploads/<32 random hex>.<ext> and recorded with their owner. The random name is the
 * only key: files are served to whoever knows it (docs in server/content/README.md).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { IMAGE_TYPES, isImageMime, sniffImage, type ImageMime } from './image-type';
import type { UploadResult } from './wire';

export const UPLOAD_URL_PREFIX = '/api/uploads/';
const NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export interface StoredUpload {
  file: string;
  mime: ImageMime;
  size: number;
}

export class UploadStore {
  readonly dir: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly serial: Serial,
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = path.join(dataDir, 'uploads');
  }

  /** Stores one image of `userId`; nothing is written unless it is a PNG, JPEG or WebP as declared. */
  async save(userId: number, declaredMime: string, data: Buffer): Promise<UploadResult> {
    if (data.length === 0) throw badRequest('fileRequired');
    const mime = sniffImage(data);
    if (!mime || !isImageMime(declaredMime) || mime !== declaredMime) throw new AppError(415, 'fileTypeNotAllowed');
    const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[mime]}`;
    const file = path.join(this.dir, name);
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(file, data, { flag: 'wx' });
    try {
      await this.serial.run((trx) =>
        trx.insertInto('uploads').values({ name, user_id: userId, mime, size: data.length, created_at: this.now() }).execute(),
      );
    } catch (err) {
      await fs.rm(file, { force: true });
      throw err;
    }
    return { url: UPLOAD_URL_PREFIX + name };
  }

  /** The stored file behind a public name, or null for a name that is malformed or unknown. */
  async find(name: string): Promise<StoredUpload | null> {
    if (!NAME.test(name)) return null;
    const row = await this.db.selectFrom('uploads').select(['mime', 'size']).where('name', '=', name).executeTakeFirst();
    return row ? { file: path.join(this.dir, name), mime: row.mime, size: Number(row.size) } : null;
  }
}
