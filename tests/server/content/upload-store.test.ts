import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sniffImage } from '../../../server/content/image-type';
import { UploadStore } from '../../../server/content/upload-store';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { registerUser } from '../helpers/users';
import { HTML, JPEG, PNG, WAV, WEBP } from './images';

describe('sniffImage', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
    [HTML, null],
    [WAV, null],
    [Buffer.alloc(0), null],
    [PNG.subarray(0, 7), null],
  ])('recognises %#', (data, mime) => {
    expect(sniffImage(data)).toBe(mime);
  });
});

// each test builds a fresh database, so the cases of one kind share a test
describe.each(BACKENDS)('UploadStore on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let uploads: UploadStore;
  let userId: number;
  beforeEach(async () => {
    uploads = new UploadStore(ctx().db, ctx().serial, ctx().dataDir, () => 1234);
    userId = (await registerUser(ctx())).userId;
  });

  const filesOnDisk = () => fs.readdir(uploads.dir).catch(() => [] as string[]);
  const rows = () => ctx().db.selectFrom('uploads').selectAll().orderBy('name').execute();

  it('stores PNG, JPEG and WebP under random names with their owner', async () => {
    const cases = [
      ['image/png', PNG, 'png'],
      ['image/jpeg', JPEG, 'jpg'],
      ['image/webp', WEBP, 'webp'],
    ] as const;
    for (const [mime, data, ext] of cases) {
      const { url } = await uploads.save(userId, mime, data);
      const name = url.replace('/api/uploads/', '');
      expect(name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(await fs.readFile(path.join(uploads.dir, name))).toEqual(data);
      expect((await rows()).find((r) => r.name === name)).toEqual({ name, user_id: userId, mime, size: data.length, created_at: 1234 });
      expect(await uploads.find(name)).toEqual({ file: path.join(uploads.dir, name), mime, size: data.length });
    }
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it('refuses what is not the declared image, and empty files, writing nothing', async () => {
    const refused = [
      ['image/png', HTML, 415, 'fileTypeNotAllowed'],
      ['image/jpeg', PNG, 415, 'fileTypeNotAllowed'],
      ['text/plain', PNG, 415, 'fileTypeNotAllowed'],
      ['image/webp', WAV, 415, 'fileTypeNotAllowed'],
      ['image/svg+xml', PNG, 415, 'fileTypeNotAllowed'],
      ['image/png', Buffer.alloc(0), 400, 'fileRequired'],
    ] as const;
    for (const [mime, data, status, key] of refused) {
      await expect(uploads.save(userId, mime, data), mime).rejects.toMatchObject({ status, key });
    }
    expect(await filesOnDisk()).toEqual([]);
    expect(await rows()).toEqual([]);
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
