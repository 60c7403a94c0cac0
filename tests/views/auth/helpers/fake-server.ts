import { vi } from 'vitest';

export interface SentRequest {
  path: string;
  body: unknown;
}

type Answer = { data: unknown } | { status: number; code: number; msg: string };

/**
 * Stands in for the server behind the real api layer: records each POST (path after /api/xb/v1/,
 * parsed JSON body) and answers with the envelope set for its path, so token storage and the
 * error toasts are the app's own.
 */
export function fakeServer() {
  const sent: SentRequest[] = [];
  const answers = new Map<string, Answer>();
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\/xb\/v1\//, '');
    sent.push({ path, body: JSON.parse(init.body as string) }); // src/api sends every body as JSON text
    const answer = answers.get(path) ?? { data: null };
    const envelope = 'data' in answer ? { code: 0, msg: '', data: answer.data } : { code: answer.code, msg: answer.msg, data: null };
    return new Response(JSON.stringify(envelope), {
      status: 'status' in answer ? answer.status : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    succeed: (path: string, data: unknown) => void answers.set(path, { data }),
    fail: (path: string, msg: string, status = 400) => void answers.set(path, { status, code: status, msg }),
    stop: () => vi.unstubAllGlobals(),
  };
}

/** A login or register answer. */
export const signedIn = (token: string) => ({
  token,
  expiresAt: Date.now() + 3600_000,
  user: {
    id: 7,
    email: 'a@b.co',
    phone: null,
    countryCode: null,
    inviteCode: 'ME0001',
    creditScore: 100,
    kycStatus: 'none',
    isDemo: false,
  },
});
