import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';
import { JPEG, jpegOfSize } from './images';
import { multipartBody } from './multipart';

describe('common/upload with the default limit of 5 MiB', () => {
  const ctx = useTestContext('sqlite');

  it('takes a photo of 5 MiB and refuses one byte more', async () => {
    const api = await testApi(ctx());
    const { token } = await registerUser(ctx());
    const send = (size: number) => {
      const { payload, contentType } = multipartBody([
        { name: 'file', filename: 'id.jpg', contentType: 'image/jpeg', data: jpegOfSize(JPEG, size) },
      ]);
      return api.app.inject({
        method: 'POST',
        url: '/api/xb/v1/common/upload',
        headers: { 'content-type': contentType, authorization: token },
        payload,
      });
    };
    expect(ctx().config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect((await send(5 * 1024 * 1024)).statusCode).toBe(200);
    expect((await send(5 * 1024 * 1024 + 1)).statusCode).toBe(413);
    // stored re-encoded: the padding (comment segments, metadata) is gone
    expect(await ctx().db.selectFrom('uploads').select('size').execute()).toEqual([{ size: expect.any(Number) }]);
  });
});
