import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';
import { HTML, JPEG, jpegOfSize, noisePng, PNG, PNG_HEADER_AND_ZEROS, SVG, WEBP } from './images';
import { multipartBody, type Part } from './multipart';

const MAX_BYTES = 2048;
const RATE_PER_MINUTE = 5;
const QUOTA_BYTES = 4096;

describe('common/upload and GET /api/uploads/<name>', () => {
  const ctx = useTestContext('sqlite', {
    config: { uploadMaxBytes: MAX_BYTES, uploadRatePerMinute: RATE_PER_MINUTE, uploadQuotaBytes: QUOTA_BYTES },
  });
  let api: TestApi;
  let user: TestUser;
  beforeEach(async () => {
    api = await testApi(ctx());
    user = await registerUser(ctx());
  });

  const upload = async (parts: readonly Part[], opts: { token?: string | null; locale?: string } = {}) => {
    const { payload, contentType } = multipartBody(parts);
    const token = opts.token === undefined ? user.token : opts.token;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/xb/v1/common/upload',
      headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}), ...(opts.locale ? { locale: opts.locale } : {}) },
      payload,
    });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: { url: string } | null }) };
  };
  const image = (data: Buffer, contentType: string, name = 'file'): Part => ({ name, filename: 'photo', contentType, data });
  const nothingStored = async () => {
    expect(await fs.readdir(path.join(ctx().dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await ctx().db.selectFrom('uploads').selectAll().execute()).toEqual([]);
  };

  it.each([
    [PNG, 'image/png', 'png'],
    [JPEG, 'image/jpeg', 'jpeg'],
    [WEBP, 'image/webp', 'webp'],
  ])('stores an image (%#) and serves it back by its unguessable URL', async (data, mime, format) => {
    const answer = await upload([image(data, mime)]);
    expect(answer).toMatchObject({ status: 200, code: 0, msg: '' });
    const url = answer.data!.url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/);

    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width: 3, height: 2 });
    const rows = await ctx().db.selectFrom('uploads').selectAll().execute();
    expect(rows).toMatchObject([{ user_id: user.userId, mime, size: res.rawPayload.length }]);
  });

  it('takes the file from among other text fields', async () => {
    const answer = await upload([{ name: 'note', data: 'front of ID' }, image(PNG, 'image/png')]);
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no token', null],
    ['an unknown token', 'x'.repeat(43)],
  ])('refuses %s with 401 before reading the file', async (_name, token) => {
    const answer = await upload([image(PNG, 'image/png')], { token });
    expect(answer).toMatchObject({ status: 401, code: 401, data: null });
    expect(answer.msg).toBe('Login status expired, please log in again!');
    await nothingStored();
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const answer = await upload([image(big, 'image/png')]);
    expect(answer).toMatchObject({ status: 413, code: 413, msg: 'The file is too large', data: null });
    await nothingStored();
  });

  it('accepts a file of exactly the size limit', async () => {
    const exact = jpegOfSize(JPEG, MAX_BYTES);
    expect((await upload([image(exact, 'image/jpeg')])).status).toBe(200);
  });

  it.each([
    ['HTML declared as PNG', HTML, 'image/png'],
    ['a PNG declared as JPEG', PNG, 'image/jpeg'],
    ['a PNG declared as HTML', PNG, 'text/html'],
    ['a PNG declared as SVG', PNG, 'image/svg+xml'],
    ['an SVG', SVG, 'image/svg+xml'],
    ['an SVG declared as PNG', SVG, 'image/png'],
  ])('refuses %s with 415', async (_name, data, mime) => {
    const answer = await upload([image(data, mime)]);
    expect(answer).toMatchObject({ status: 415, code: 415, msg: 'Only PNG, JPEG and WebP images are allowed', data: null });
    await nothingStored();
  });

  it.each([
    ['no part at all', []],
    ['only a text field', [{ name: 'file', data: 'not a file' }]],
    ['a file under another field name', [image(PNG, 'image/png', 'photo')]],
    ['an empty file', [image(Buffer.alloc(0), 'image/png')]],
  ] as [string, Part[]][])('refuses %s with 400', async (_name, parts) => {
    const answer = await upload(parts);
    expect(answer).toMatchObject({ status: 400, code: 400, msg: 'Please choose a file', data: null });
    await nothingStored();
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'],
  ])('refuses a multipart body %s with 400', async (_name, contentType, payload) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/xb/v1/common/upload',
      headers: { 'content-type': contentType, authorization: user.token },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Invalid request', data: null });
    await nothingStored();
  });

  it('uses the first file when more are sent', async () => {
    const answer = await upload([image(PNG, 'image/png'), image(JPEG, 'image/jpeg')]);
    expect(answer.data!.url).toMatch(/\.png$/);
    expect(await ctx().db.selectFrom('uploads').select('mime').execute()).toEqual([{ mime: 'image/png' }]);
  });

  it('refuses a JSON body with 400', async () => {
    const answer = await api.call('common/upload', { file: 'iVBORw0KGgo=' }, { token: user.token });
    expect(answer).toMatchObject({ status: 400, msg: 'Please choose a file' });
    await nothingStored();
  });

  it("refuses a PNG header followed by zeros with 422, in the caller's language", async () => {
    const answer = await upload([image(PNG_HEADER_AND_ZEROS, 'image/png')]);
    expect(answer).toMatchObject({
      status: 422,
      code: 422,
      msg: 'The image could not be read; please choose a PNG, JPEG or WebP image',
      data: null,
    });
    expect((await upload([image(PNG_HEADER_AND_ZEROS, 'image/png')], { locale: 'de' })).msg).toBe(
      'Das Bild kann nicht gelesen werden; bitte wählen Sie ein PNG-, JPEG- oder WebP-Bild',
    );
    await nothingStored();
  });

  it('takes at most UPLOAD_RATE_PER_MINUTE uploads per user a minute, refused ones included', async () => {
    for (let i = 0; i < RATE_PER_MINUTE - 1; i++) expect((await upload([image(HTML, 'image/png')])).status).toBe(415);
    expect((await upload([image(PNG, 'image/png')])).status).toBe(200);
    const refused = await upload([image(PNG, 'image/png')], { locale: 'fr' });
    expect(refused).toMatchObject({ status: 429, code: 429, msg: 'Trop de requêtes, veuillez réessayer dans 60 secondes', data: null });

    const other = await registerUser(ctx());
    expect((await upload([image(PNG, 'image/png')], { token: other.token })).status).toBe(200);
    ctx().clock.advance(60_000);
    expect((await upload([image(PNG, 'image/png')])).status).toBe(200);
  });

  it('keeps each user within UPLOAD_QUOTA_BYTES of stored images', async () => {
    const photo = await noisePng(20, 20);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await upload([image(photo, 'image/png')], { locale: 'en_us' }));
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toEqual({
      status: 422,
      code: 422,
      msg: 'Your uploaded images have reached the storage limit of 0.0039 MB',
      data: null,
    });
    const rows = await ctx().db.selectFrom('uploads').select('size').execute();
    expect(rows).toHaveLength(answers.length - refused.length);
    expect(rows.reduce((sum, r) => sum + Number(r.size), 0)).toBeLessThanOrEqual(QUOTA_BYTES);
  });

  it('translates the refusal by the locale header', async () => {
    const en = await upload([image(HTML, 'image/png')]);
    const de = await upload([image(HTML, 'image/png')], { locale: 'de' });
    expect(de.status).toBe(415);
    expect(de.msg).not.toBe(en.msg);
  });

  it.each(['0123456789abcdef0123456789abcdef.png', '..%2Fexchange.db', 'exchange.db', '..%2F..%2Fpackage.json'])(
    'answers 404 for the unknown upload %s',
    async (name) => {
      const res = await api.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    },
  );
});
