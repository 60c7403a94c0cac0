// The bad-input machinery shared by the server's *-bad-input tests: each case is refused with its status and its message in
// English and German (English only where a case names no German), with no data, and the state the caller snapshots is exactly as it was before.
import { expect } from 'vitest';
import type { TestApi } from './http';

/** [case, body, HTTP status, en_us message, de message (optional)] */
export type Refusal = [string, Record<string, unknown>, number, string, string?];

export async function expectRefusals(
  api: TestApi,
  path: string,
  cases: Refusal[],
  token: string,
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  for (const [name, body, status, en, de] of cases) {
    const messages: [string, string][] =
      de === undefined
        ? [['en_us', en]]
        : [
            ['en_us', en],
            ['de', de],
          ];
    for (const [locale, text] of messages) {
      const res = await api.call(path, body, { token, locale });
      expect([res.status, res.code, res.msg], `${path}: ${name} (${locale})`).toEqual([status, status, text]);
      expect(res.data, `${path}: ${name}`).toBeNull();
    }
  }
  expect(await snapshot()).toEqual(before);
}
