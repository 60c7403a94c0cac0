/**
 * Browser security headers on every answer — the app's HTML, its static files and the API — set by
 * helmet: the page may load scripts, styles, fonts and data only from its own origin and talk only
 * to its own /ws; it can never be framed (clickjacking); types are never sniffed; the referrer
 * goes only to the app itself. The app runs with no inline script or style element (React sets
 * style attributes through the CSSOM, which CSP allows), so nothing needs 'unsafe-inline'; a page
 * served with its static shell allows the one inline style it brings, by its hash (allowInlineStyle).
 */
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

// A Host header as a browser sends it (a name or IPv4, or [IPv6], with an optional port). The
// header is the client's to write: anything else gets no ws: source rather than a header it shapes.
const PLAIN_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The page's own WebSocket origin. CSP3 lets 'self' cover ws:/wss: of the same host (Chromium does),
 * but older browsers, Safari among them, need it named.
 */
export function ownSocketSources(req: Pick<IncomingMessage, 'headers'>): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        // data: and blob: images (an inline icon, a photo's preview before upload) cannot run script
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ownSocketSources],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** Allows one inline style element, named by its hash ('sha256-…'), in the policy `reply` already carries. */
export function allowInlineStyle(reply: FastifyReply, hash: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)style-src ([^;]*)/, (_match, start: string, sources: string) => `${start}style-src ${sources} '${hash}'`),
  );
}
