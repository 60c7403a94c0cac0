/**
 * Two ways to put the synthetic feed behind the page's `/ws` (BENCH_UI_TRANSPORT):
 * - `socket` (default): a local HTTP proxy in front of the real server forwards every request and
 *   answers the WebSocket upgrade on /ws itself, so the page gets a real WebSocket, as in production;
 * - `route`: Playwright's page.routeWebSocket. It hands each message to the page by evaluating a
 *   script there, which costs the page's main thread far more than a socket frame does: kept to
 *   measure that harness cost, not to measure the app.
 * The proxy also makes the page cross-origin isolated (COOP + COEP headers): Chromium then gives
 * performance.now() and animation-frame times 5 µs resolution instead of 100 µs, so a frame that
 * made its vsync reads 16.67 ms rather than 16.6 or 16.8. Every resource of the app is same-origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import type { FeedHandle } from './feed-session';

export type FeedTransport = 'socket' | 'route';

export interface FeedEndpoint {
  /** where the page should be opened */
  baseUrl: string;
  close: () => Promise<void>;
}

/** Files the proxy answers itself (the vanilla peer page), by path; everything else goes upstream. */
export type LocalFiles = Record<string, { type: string; body: string }>;

export async function connectFeed(
  transport: FeedTransport,
  page: Page,
  serverUrl: string,
  feed: FeedHandle,
  local: LocalFiles = {},
): Promise<FeedEndpoint> {
  if (transport === 'route') {
    await page
      .context()
      .routeWebSocket(/\/ws/, (ws) =>
        feed.attach({ send: (t) => ws.send(t), onMessage: (h) => ws.onMessage((m) => h(String(m))), onClose: (h) => ws.onClose(h) }),
      );
    for (const [file, { type, body }] of Object.entries(local)) {
      await page.context().route(`${serverUrl}${file}*`, (route) => route.fulfill({ contentType: type, body }));
    }
    return { baseUrl: serverUrl, close: async () => {} };
  }
  return startFeedProxy(serverUrl, feed, local);
}

const CROSS_ORIGIN_ISOLATED = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

async function startFeedProxy(upstream: string, feed: FeedHandle, local: LocalFiles): Promise<FeedEndpoint> {
  const server = http.createServer((req, res) => {
    const file = local[(req.url ?? '/').split('?')[0]!];
    if (file) return void res.writeHead(200, { 'content-type': file.type, ...CROSS_ORIGIN_ISOLATED }).end(file.body);
    const forward = http.request(`${upstream}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...CROSS_ORIGIN_ISOLATED });
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/ws')) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) =>
      feed.attach({ send: (t) => ws.send(t), onMessage: (h) => ws.on('message', (m) => h(String(m))), onClose: (h) => ws.on('close', h) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
