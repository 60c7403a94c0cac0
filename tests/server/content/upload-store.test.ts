import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { cleanImage } from '../../../server/content/image-clean';
import { sniffImage } from '../../../server/content/image-type';
import { UploadStore } from '../../../server/content/upload-store';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { registerUser } from '../helpers/users';
import {
  exifHasGps,
  HTML,
  JPEG,
  JPEG_WITH_GPS,
  noisePng,
  PNG,
  PNG_CUT_SHORT,
  PNG_HEADER_AND_ZEROS,
  pngWithTooManyPixels,
  SVG,
  WAV,
  WEBP,
} from './images';

describe('sniffImage', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
    [HTML, null],
    [SVG, null],
    [WAV, null],
    [Buffer.alloc(0), null],
    [PNG.subarray(0, 7), null],
  ])('recognises %#', (data, mime) => {
    expect(sniffImage(data)).toBe(mime);
  });
});

const QUOTA_BYTES = 4096;

// each test builds a fresh database, so the cases of one kind share a test
describe.each(BACKENDS)('UploadStore on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let uploads: UploadStore;
  let userId: number;
  beforeEach(async () => {
    uploads = new UploadStore({
      db: ctx().db,
      serial: ctx().serial,
      dataDir: ctx().dataDir,
      quotaBytes: QUOTA_BYTES,
      clock: new ManualClock(1234),
    });
    userId = (await registerUser(ctx())).userId;
  });

  const filesOnDisk = () => fs.readdir(uploads.dir).catch(() => [] as string[]);
  const rows = () => ctx().db.selectFrom('uploads').selectAll().orderBy('name').execute();
  const stored = async (url: string) => fs.readFile(path.join(uploads.dir, url.replace('/api/uploads/', '')));

  it('stores PNG, JPEG and WebP, decoded and encoded again, under random names with their owner', async () => {
    const cases = [
      ['image/png', PNG, 'png', 'png'],
      ['image/jpeg', JPEG, 'jpg', 'jpeg'],
      ['image/webp', WEBP, 'webp', 'webp'],
    ] as const;
    for (const [mime, data, ext, format] of cases) {
      const { url } = await uploads.save(userId, mime, data);
      const name = url.replace('/api/uploads/', '');
      expect(name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      const file = await stored(url);
      expect(await sharp(file).metadata()).toMatchObject({ format, width: 3, height: 2 });
      expect((await rows()).find((r) => r.name === name)).toEqual({ name, user_id: userId, mime, size: file.length, created_at: 1234 });
      expect(await uploads.find(name)).toEqual({ file: path.join(uploads.dir, name), mime, size: file.length });
    }
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it('stores a photo without its EXIF (camera, GPS position), turned the way its orientation said', async () => {
    const before = await sharp(JPEG_WITH_GPS).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before).toMatchObject({ width: 4, height: 2, orientation: 6 });

    const file = await stored((await uploads.save(userId, 'image/jpeg', JPEG_WITH_GPS)).url);
    const after = await sharp(file).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
    expect(file.includes('PhoneCo')).toBe(false);
  });

  it('refuses what is not the declared image, what does not decode, and empty files, writing nothing', async () => {
    const refused = [
      ['image/png', HTML, 415, 'fileTypeNotAllowed'],
      ['image/jpeg', PNG, 415, 'fileTypeNotAllowed'],
      ['text/plain', PNG, 415, 'fileTypeNotAllowed'],
      ['image/webp', WAV, 415, 'fileTypeNotAllowed'],
      ['image/svg+xml', PNG, 415, 'fileTypeNotAllowed'],
      ['image/svg+xml', SVG, 415, 'fileTypeNotAllowed'],
      ['image/png', SVG, 415, 'fileTypeNotAllowed'],
      ['image/png', PNG_HEADER_AND_ZEROS, 422, 'imageUnreadable'],
      ['image/png', PNG_CUT_SHORT, 422, 'imageUnreadable'],
      ['image/png', Buffer.alloc(0), 400, 'fileRequired'],
    ] as const;
    for (const [mime, data, status, key] of refused) {
      await expect(uploads.save(userId, mime, data), `${mime} ${data.subarray(0, 8).toString('hex')}`).rejects.toMatchObject({
        status,
        key,
      });
    }
    expect(await filesOnDisk()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a picture of more pixels than it will decode, before decoding it', async () => {
    await expect(uploads.save(userId, 'image/png', await pngWithTooManyPixels())).rejects.toMatchObject({
      status: 413,
      key: 'imageTooManyPixels',
      params: { megapixels: 50 },
    });
    expect(await filesOnDisk()).toEqual([]);
  });

  it('keeps each user within the storage quota, even for uploads at the same time', async () => {
    const photo = await noisePng(20, 20);
    const fits = Math.floor(QUOTA_BYTES / (await cleanImage(photo, 'image/png')).length);
    expect(fits).toBeGreaterThan(1);

    const results = await Promise.allSettled(Array.from({ length: fits + 2 }, () => uploads.save(userId, 'image/png', photo)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(fits);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ status: 422, key: 'uploadQuotaExceeded', params: { megabytes: 0.0039 } });
    }
    expect(await filesOnDisk()).toHaveLength(fits);
    const used = (await rows()).reduce((sum, r) => sum + Number(r.size), 0);
    expect(used).toBeLessThanOrEqual(QUOTA_BYTES);

    const other = await registerUser(ctx());
    expect((await uploads.save(other.userId, 'image/png', photo)).url).toMatch(/\.png$/);
  });

  it('removes the file again when the row cannot be written', async () => {
    await expect(uploads.save(999_999, 'image/png', PNG)).rejects.toThrow();
    expect(await filesOnDisk()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('finds nothing for a malformed or unknown name', async () => {
    for (const name of ['../exchange.db', 'abc.png', `${'0'.repeat(32)}.png`, `${'0'.repeat(32)}.svg`]) {
      expect(await uploads.find(name), name).toBeNull();
    }
  });
});
