/**
 * Serves the built client (dist/). Hashed files under /assets/ are cached for a year; everything
 * else is revalidated. A GET for an unknown path that is not an API, the socket or a file (no
 * extension) gets index.html, so the client's router can show any of its routes after a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolveLocale, translate } from '../i18n/translate';
import { sendError } from './error-handler';

const LOOKS_LIKE_A_FILE = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|ws)(\/|$)/.test(url) && !LOOKS_LIKE_A_FILE.test(url);
    if (isPage) {
      // read on each request: a rebuild (esbuild --watch) renames the hashed entry it points to
      const html = await fs.promises.readFile(indexFile, 'utf8').catch(() => null);
      if (html !== null) return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return sendError(reply, 404, translate(resolveLocale(request.headers.locale), 'notFound'));
  });
}
