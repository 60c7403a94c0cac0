/**
 * The identity photos go through common/upload, which refuses what is not a real PNG, JPEG or WebP whatever its name —
 * a text or HTML file named like a photo, an SVG carrying a script — and anything over UPLOAD_MAX_BYTES, storing nothing;
 * the three real photos it stores are what user/identity/advanced accepts (docs/identity.md "Advanced").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IdentityStatus } from '@contract/identity';
import { HTML, JPEG, jpegOfSize, PNG, SVG, WEBP } from '../content/images';
import { multipartBody } from '../content/multipart';
import { useIdentity } from './identity-fixture';

const MAX_BYTES = 4096;

describe('identity photos through common/upload', () => {
  const f = useIdentity({ config: { uploadMaxBytes: MAX_BYTES } });

  const upload = async (filename: string, contentType: string, data: Buffer) => {
    const { payload, contentType: multipart } = multipartBody([{ name: 'file', filename, contentType, data }]);
    const res = await f().api.app.inject({
      method: 'POST',
      url: '/api/xb/v1/common/upload',
      headers: { 'content-type': multipart, authorization: f().alice.token },
      payload,
    });
    return { status: res.statusCode, ...(res.json() as { msg: string; data: { url: string } | null }) };
  };

  it.each([
    ['a text file named like a photo', 'id-front.png', 'image/png', Buffer.from('my passport number is E12345678'), 415],
    ['an HTML page named like a photo', 'id-back.jpg', 'image/jpeg', HTML, 415],
    ['an SVG with a script named like a photo', 'holding.png', 'image/png', SVG, 415],
    ['an SVG with a script, declared as one', 'holding.svg', 'image/svg+xml', SVG, 415],
    ['a photo one byte over the size limit', 'id-front.jpg', 'image/jpeg', jpegOfSize(JPEG, MAX_BYTES + 1), 413],
  ])('refuses %s and stores nothing', async (_name, filename, mime, data, status) => {
    const answer = await upload(filename, mime, data);
    expect([answer.status, answer.data]).toEqual([status, null]);
    expect(await fs.readdir(path.join(f().ctx.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await f().ctx.db.selectFrom('uploads').selectAll().execute()).toEqual([]);
  });

  it('takes three real photos as an Advanced submission', async () => {
    const { ctx, alice } = f();
    await f().bindPhone(alice);
    await ctx.db.updateTable('users').set({ kyc_status: 'basic' }).where('id', '=', alice.userId).execute();
    const [front, back, holding] = await Promise.all([
      upload('front.png', 'image/png', PNG),
      upload('back.jpg', 'image/jpeg', JPEG),
      upload('holding.webp', 'image/webp', WEBP),
    ]);
    const body = { frontUrl: front.data!.url, backUrl: back.data!.url, holdingUrl: holding.data!.url };
    const res = await f().call<IdentityStatus>('user/identity/advanced', body, alice);
    expect(res.data).toMatchObject({ status: 'pending', submissionLevel: 'advanced' });
    const [row] = await ctx.db.selectFrom('identity_submissions').select(['front_url', 'back_url', 'holding_url']).execute();
    expect(row).toEqual({ front_url: body.frontUrl, back_url: body.backUrl, holding_url: body.holdingUrl });
  });
});
