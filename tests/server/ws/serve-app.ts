/** The whole app (buildApp) over a test context on a free loopback port, closed with the context: the gateway tests' server. */
import { buildApp } from '../../../server/http/app';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser, type TestUser } from '../helpers/users';

/** Starts the app and answers the gateway's URL (`ws://127.0.0.1:<port>/ws`). */
export async function serveApp(ctx: TestContext): Promise<string> {
  const app = await buildApp(ctx);
  ctx.onClose(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
}

/** A fresh context served as above, with two registered users funded with `amounts` in `wallet`; the caller closes ctx. */
export async function appWithTwoTraders(
  amounts: Record<string, string>,
  wallet: 'spot' | 'contract' = 'spot',
): Promise<{ ctx: TestContext; url: string; alice: TestUser; bob: TestUser }> {
  const ctx = await createTestContext();
  const url = await serveApp(ctx);
  const [alice, bob] = [await registerUser(ctx), await registerUser(ctx)];
  for (const u of [alice, bob]) await fund(ctx, u.userId, amounts, wallet);
  return { ctx, url, alice, bob };
}
