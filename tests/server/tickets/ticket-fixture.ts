/** A test server with two users, each with uploaded images of their own (rows in `uploads`, as common/upload writes). */
import { afterEach, beforeEach } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';

export interface TicketFixture {
  ctx: TestContext;
  api: TestApi;
  alice: TestUser;
  bob: TestUser;
  /** urls of alice's and bob's uploads */
  aliceImages: string[];
  bobImage: string;
}

const uploadUrl = (n: number) => `/api/uploads/${n.toString(16).padStart(32, '0')}.png`;

export function useTickets(): TicketFixture {
  const f = {} as TicketFixture;
  beforeEach(async () => {
    f.ctx = await createTestContext();
    f.api = await testApi(f.ctx);
    f.alice = await registerUser(f.ctx);
    f.bob = await registerUser(f.ctx);
    f.aliceImages = [1, 2, 3, 4].map(uploadUrl);
    f.bobImage = uploadUrl(5);
    const rows = [...f.aliceImages.map((url) => [url, f.alice.userId] as const), [f.bobImage, f.bob.userId] as const];
    for (const [url, userId] of rows) {
      const name = url.slice('/api/uploads/'.length);
      await f.ctx.db.insertInto('uploads').values({ name, user_id: userId, mime: 'image/png', size: 10, created_at: 1 }).execute();
    }
  });
  afterEach(() => f.ctx.close());
  return f;
}

export const tableOf = (f: TicketFixture) => f.ctx.db.selectFrom('tickets').selectAll().orderBy('id').execute();
