import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEMP_TOKEN_TTL_MS, TempTokens } from '../../../server/content/temp-tokens';
import { BACKENDS, useTestContext } from '../helpers/backends';

describe.each(BACKENDS)('TempTokens on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let now: number;
  let tokens: TempTokens;
  beforeEach(() => {
    now = 1_800_000_000_000;
    tokens = new TempTokens(ctx().db, ctx().serial, () => now);
  });

  it('issues a random token valid for 15 minutes', async () => {
    const a = await tokens.issue();
    const b = await tokens.issue();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^tt_[A-Za-z0-9_-]{43}$/);
    expect(a.expiresAt).toBe(now + 15 * 60_000);
    expect(await tokens.isValid(a.token)).toBe(true);
    now += TEMP_TOKEN_TTL_MS - 1;
    expect(await tokens.isValid(a.token)).toBe(true);
    now += 1;
    expect(await tokens.isValid(a.token)).toBe(false);
  });

  it('stores only the hash of the token', async () => {
    const { token } = await tokens.issue();
    const rows = await ctx().db.selectFrom('temp_tokens').selectAll().execute();
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(token).digest('hex'), created_at: now, expires_at: now + TEMP_TOKEN_TTL_MS },
    ]);
  });

  it('refuses tokens it did not issue', async () => {
    const { token } = await tokens.issue();
    for (const other of ['', 'tt_unknown', token.slice(3), `${token}x`]) expect(await tokens.isValid(other), other).toBe(false);
  });

  it('forgets expired tokens when issuing a new one', async () => {
    await tokens.issue();
    now += TEMP_TOKEN_TTL_MS;
    const fresh = await tokens.issue();
    const rows = await ctx().db.selectFrom('temp_tokens').select('expires_at').execute();
    expect(rows).toEqual([{ expires_at: fresh.expiresAt }]);
  });
});
