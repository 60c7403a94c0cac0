/**
 * Identity tests' set-up: a fresh context with its API, users made through the real accounts flow, helpers that bind a
 * phone (the binding flow is docs/security.md's, not under test here), store an upload as common/upload would record it,
 * and run the review job (its auto-review off unless asked).
 */
import { randomBytes } from 'node:crypto';
import { beforeEach } from 'vitest';
import type { BasicIdentityReq } from '@contract/identity';
import { IdentityReviewJob } from '../../../server/identity';
import { useTestContext } from '../helpers/backends';
import type { TestContext, TestContextOptions } from '../helpers/context';
import { testApi, type ApiAnswer, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';

export const VALID_BASIC: BasicIdentityReq = { name: 'Alice Example', idType: 'passport', country: 'GB', idNumber: 'E12345678' };

let phones = 0;

export interface IdentityFixture {
  ctx: TestContext;
  api: TestApi;
  alice: TestUser;
  bob: TestUser;
  /** binds a phone (registration bound the e-mail), so the user may submit */
  bindPhone(user: TestUser): Promise<void>;
  /** an image url common/upload would have answered to `user` */
  upload(user: TestUser): Promise<string>;
  /** the review job, with auto-review after `autoReviewMs` (0: off) */
  reviewJob(autoReviewMs?: number): IdentityReviewJob;
  call<T = unknown>(path: string, body: unknown, user: TestUser, locale?: string): Promise<ApiAnswer<T>>;
}

export function useIdentity(opts: TestContextOptions = {}): () => IdentityFixture {
  const context = useTestContext('sqlite', opts);
  let fixture: IdentityFixture;
  beforeEach(async () => {
    const ctx = context();
    const api = await testApi(ctx);
    const alice = await registerUser(ctx);
    const bob = await registerUser(ctx);
    fixture = {
      ctx,
      api,
      alice,
      bob,
      async bindPhone(user) {
        const phone = `1380000${String(++phones).padStart(4, '0')}`;
        await ctx.db.updateTable('users').set({ country_code: '86', phone }).where('id', '=', user.userId).execute();
      },
      async upload(user) {
        const name = `${randomBytes(16).toString('hex')}.png`;
        await ctx.db
          .insertInto('uploads')
          .values({ name, user_id: user.userId, mime: 'image/png', size: 10, created_at: ctx.clock.now() })
          .execute();
        return `/api/uploads/${name}`;
      },
      reviewJob: (autoReviewMs = 0) => new IdentityReviewJob(ctx, autoReviewMs),
      call: <T>(path: string, body: unknown, user: TestUser, locale = 'en_us') => api.call<T>(path, body, { token: user.token, locale }),
    };
  });
  return () => fixture;
}

/** What a refused submission must leave as it was: every submission and every user's level, review and credit score. */
export const identitySnapshot = async (ctx: TestContext) => ({
  submissions: await ctx.db.selectFrom('identity_submissions').selectAll().orderBy('id').execute(),
  users: await ctx.db.selectFrom('users').select(['id', 'kyc_status', 'kyc_review', 'credit_score']).orderBy('id').execute(),
});
