/**
 * Serves the built client (dist/). Hashed files under /assets/ are cached for a year; everything
 * else is revalidated. Text files go out as the .br or .gz the build wrote beside them when the
 * browser accepts that encoding (Content-Encoding, Vary: Accept-Encoding), as they are otherwise.
 * A GET for an unknown path that is not an API, the socket or a file (no extension) gets
 * index.html, so the client's router can show any of its routes after a reload; a route of the
 * client's route table gets it with that page's chunks preloaded (route-html.ts), and the coin page
 * its header with the real last price (coin-shell.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolveLocale, translate } from '../i18n/translate';
import { COIN_ROUTE, langOfCookies, withCoinPrice, type SymbolInfoLookup } from './coin-shell';
import { sendError } from './error-handler';
import { routeHtmlFinder } from './route-html';
import { allowInlineStyle } from './security-headers';

const LOOKS_LIKE_A_FILE = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

/** What a page's shell is written from: the coin page's header needs the coin's SymbolInfo (coin-shell.ts). */
export interface ShellData {
  symbolInfo?: SymbolInfoLookup;
}

export async function registerStatic(app: FastifyInstance, distDir: string, data: ShellData = {}): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const routeHtml = routeHtmlFinder(distDir);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|ws)(\/|$)/.test(url) && !LOOKS_LIKE_A_FILE.test(url);
    if (isPage && built) {
      // read on each request (a rebuild renames the hashed entry it points to), compressed like the
      // static route sends it; checked first because a missing file would come back to this handler
      const present = await fs.promises.access(indexFile).then(
        () => true,
        () => false,
      );
      // a client route's page gets its chunks preloaded (compressed by @fastify/compress, see app.ts)
      const routePage = present ? await routeHtml(url) : null;
      const page =
        routePage?.route === COIN_ROUTE && data.symbolInfo
          ? withCoinPrice(routePage, url, langOfCookies(request.headers.cookie), data.symbolInfo)
          : routePage;
      if (page?.styleHash) allowInlineStyle(reply, page.styleHash);
      if (page) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
      if (present) return reply.code(200).sendFile('index.html');
    }
    return sendError(reply, 404, translate(resolveLocale(request.headers.locale), 'notFound'));
  });
}
