/** A REST call made from a given client address (fastify inject's remoteAddress), with its headers. */
import type { TestApi } from '../helpers/http';

export interface AddressedAnswer {
  status: number;
  msg: string;
  retryAfter: string | undefined;
}

export async function callFrom(api: TestApi, address: string, path: string, body: unknown, locale = 'en_us'): Promise<AddressedAnswer> {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/xb/v1/${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', locale },
    payload: JSON.stringify(body),
  });
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    msg: (res.json() as { msg: string }).msg,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
  };
}
