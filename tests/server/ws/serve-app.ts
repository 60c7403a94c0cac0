/** The whole app (buildApp) over a test context on a free loopback port, closed with the context: the gateway tests' server. */
import { buildApp } from '../../../server/http/app';
import type { TestContext } from '../helpers/context';

/** Starts the app and answers the gateway's URL (`ws://127.0.0.1:<port>/ws`). */
export async function serveApp(ctx: TestContext): Promise<string> {
  const app = await buildApp(ctx);
  ctx.onClose(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
}
