import type { Envelope } from '@contract/primitives';
import { ApiError } from './errors';

/**
 * Unwraps `{code, msg, data}` to `data` when the HTTP status is 2xx and code is 0; anything else
 * becomes an ApiError carrying the server's message. A body that is not an envelope (a proxy's
 * HTML error page, say) keeps the HTTP status as its code and has no message.
 */
export async function readEnvelope<T>(res: Response, tokenChanged: () => boolean): Promise<T> {
  const body = (await res.json().catch(() => null)) as Partial<Envelope<T>> | null;
  const code = typeof body?.code === 'number' ? body.code : res.ok ? -1 : res.status;
  if (res.ok && code === 0) return body?.data as T;
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  throw new ApiError('http', res.status, code, msg, tokenChanged());
}
