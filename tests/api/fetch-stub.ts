import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** A JSON answer as the server writes it. */
export function envelope(data: unknown, code = 0, msg = '', status = code === 0 ? 200 : code): Response {
  return new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces global fetch; `answer` decides each response (or a promise that never settles, or a
 * rejection for a network failure). Returns the recorded calls.
 */
export function stubFetch(answer: (call: FetchCall, index: number) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return Promise.resolve().then(() => answer(call, calls.length - 1));
    }),
  );
  return calls;
}

export const never = (): Promise<Response> => new Promise<Response>(() => undefined);

export function headersOf(call: FetchCall | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}
