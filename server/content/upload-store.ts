/**
 * Uploaded images: recognised by their first bytes (which must match the declared type), decoded
 * and re-encoded without metadata (image-clean.ts), written under
 * <dataDir>/uploads/<32 random hex>.<ext> and recorded with their owner and stored size, within
 * the owner's storage quota. The random name is the only key: files are served to whoever knows it
 * (docs in server/content/README.md).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../clock';
import { AppError, badRequest, unprocessable } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { cleanImage } from './image-clean';
import { IMAGE_TYPES, isImageMime, sniffImage, type ImageMime } from './image-type';
import type { UploadResult } from '@contract/content';

export const UPLOAD_URL_PREFIX = '/api/uploads/';
const NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const MEGABYTE = 1024 * 1024;

export interface StoredUpload {
  file: string;
  mime: ImageMime;
  size: number;
}

export interface UploadStoreOptions {
  db: Kysely<Database>;
  serial: Serial;
  dataDir: string;
  /** bytes of stored images one user may hold */
  quotaBytes: number;
  clock?: Clock;
}

export class UploadStore {
  readonly dir: string;
  private readonly db: Kysely<Database>;
  private readonly serial: Serial;
  private readonly quotaBytes: number;
  private readonly clock: Clock;

  constructor(opts: UploadStoreOptions) {
    this.db = opts.db;
    this.serial = opts.serial;
    this.quotaBytes = opts.quotaBytes;
    this.clock = opts.clock ?? systemClock;
    this.dir = path.join(opts.dataDir, 'uploads');
  }

  /** Stores one image of `userId`; nothing is written unless it is a real PNG, JPEG or WebP as declared and fits the quota. */
  async save(userId: number, declaredMime: string, data: Buffer): Promise<UploadResult> {
    if (data.length === 0) throw badRequest('fileRequired');
    const mime = sniffImage(data);
    if (!mime || !isImageMime(declaredMime) || mime !== declaredMime) throw new AppError(415, 'fileTypeNotAllowed');
    // a user already at the quota costs no decoding
    await this.checkQuota(this.db, userId, 1);
    const image = await cleanImage(data, mime);
    const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[mime]}`;
    const file = path.join(this.dir, name);
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(file, image, { flag: 'wx' });
    try {
      // inside the write queue, so two uploads at once cannot both take the last free bytes
      await this.serial.run(async (trx) => {
        await this.checkQuota(trx, userId, image.length);
        await trx.insertInto('uploads').values({ name, user_id: userId, mime, size: image.length, created_at: this.clock.now() }).execute();
      });
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

  /** Throws 422 uploadQuotaExceeded unless `bytes` more fit in the user's quota. */
  private async checkQuota(db: Kysely<Database>, userId: number, bytes: number): Promise<void> {
    const row = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('used'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(row?.used ?? 0) + bytes > this.quotaBytes) {
      throw unprocessable('uploadQuotaExceeded', { megabytes: Number((this.quotaBytes / MEGABYTE).toPrecision(2)) });
    }
  }
}
