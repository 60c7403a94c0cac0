import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';
import { HTML, JPEG, PNG, WEBP } from './images';
import { multipartBody, type Part } from './multipart';

const MAX_BYTES = 2048;

describe('common/upload and GET /api/uploads/<name>', () => {
  const ctx = useTestContext('sqlite', { config: { uploadMaxBytes: MAX_BYTES } });
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
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
  ])('stores an image (%#) and serves it back by its unguessable URL', async (data, mime) => {
    const answer = await upload([image(data, mime)]);
    expect(answer).toMatchObject({ status: 200, code: 0, msg: '' });
    const url = answer.data!.url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/);
    const rows = await ctx().db.selectFrom('uploads').selectAll().execute();
    expect(rows).toMatchObject([{ user_id: user.userId, mime, size: data.length }]);

    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.rawPayload).toEqual(data);
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
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length)]);
    expect((await upload([image(exact, 'image/png')])).status).toBe(200);
  });

  it.each([
    ['HTML declared as PNG', HTML, 'image/png'],
    ['a PNG declared as JPEG', PNG, 'image/jpeg'],
    ['a PNG declared as HTML', PNG, 'text/html'],
    ['a PNG declared as SVG', PNG, 'image/svg+xml'],
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
