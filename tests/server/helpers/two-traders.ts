/**
 * The set-up of the route tests that need two people: the test API and two freshly registered
 * users, `({ api, alice, bob } = await twoTraders(ctx()))` in a beforeEach, funded after as needed.
 */
import type { TestContext } from './context';
import { testApi, type TestApi } from './http';
import { registerUser, type TestUser } from './users';

export interface TwoTraders {
  api: TestApi;
  alice: TestUser;
  bob: TestUser;
}

export async function twoTraders(ctx: TestContext): Promise<TwoTraders> {
  return { api: await testApi(ctx), alice: await registerUser(ctx), bob: await registerUser(ctx) };
}
