/**
 * The WebSocket gateway at /ws (docs/protocol.md). It registers @fastify/websocket itself, with a
 * small maximum frame size: client operations are tiny, and a bigger frame closes the socket (1009).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '../i18n/translate';
import { Connection } from './connection';
import type { GatewayDeps } from './deps';
import { everyBook } from '../futures/every-book';
import { attachBusFeeds } from './bus-feeds';
import { Hub } from './hub';
import { Session } from './session';

export const MAX_CLIENT_FRAME = 4 * 1024;
/** Tokens of authenticated sockets are checked this often, so an expired or logged-out session ends its private channels. */
const TOKEN_CHECK_MS = 30_000;

export interface GatewayOptions {
  tokenCheckMs?: number;
}

/** `deps` is the AppContext; only the parts in GatewayDeps are used. Returns the hub, where tests see who is connected. */
export function registerGateway(app: FastifyInstance, context: GatewayDeps, opts: GatewayOptions = {}): Hub {
  // depth and trades of a perpetual come from its own book
  const books = everyBook(context.spot, context.futures);
  const spot: GatewayDeps['spot'] = { ...books, openOrders: (userId, req) => context.spot.openOrders(userId, req) };
  const deps: GatewayDeps = { ...context, spot };
  const hub = new Hub(deps.spot);
  const detachFeeds = attachBusFeeds(deps.bus, hub);
  const sessions = new Map<Connection, Session>();
  const tokenCheck = setInterval(() => {
    checkTokens(deps, hub, sessions).catch((err: unknown) => console.error('gateway: checking tokens failed', err));
  }, opts.tokenCheckMs ?? TOKEN_CHECK_MS);

  // shutdown ends every connection through its one close path (a socket that @fastify/websocket
  // closes first gets there through its 'close' event)
  app.addHook('preClose', async () => {
    clearInterval(tokenCheck);
    detachFeeds();
    hub.close();
  });

  app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME } });
    scope.get<{ Querystring: { locale?: string } }>('/ws', { websocket: true }, (socket, req) => {
      const conn = new Connection(socket, resolveLocale(req.query.locale), (c) => {
        hub.detach(c);
        sessions.delete(c);
      });
      hub.attach(conn);
      const session = new Session(deps, hub, conn);
      sessions.set(conn, session);
      socket.on('message', (data, isBinary) => session.receive(isBinary ? null : data.toString()));
    });
  });
  return hub;
}

/** Each token is verified once per round, however many sockets share it. */
async function checkTokens(deps: GatewayDeps, hub: Hub, sessions: Map<Connection, Session>): Promise<void> {
  const verdicts = new Map<string, Promise<number | null>>();
  for (const conn of hub.authedConnections()) {
    const token = conn.token;
    if (token === null) continue;
    let verdict = verdicts.get(token);
    if (!verdict) verdicts.set(token, (verdict = deps.accounts.verifyToken(token)));
    const valid = (await verdict) === conn.userId;
    if (!valid && !conn.closed && conn.token === token) sessions.get(conn)?.expire();
  }
}
