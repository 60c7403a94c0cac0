/**
 * JSON bodies: at most 64 KiB, parsed by fastify's safe parser (prototype poisoning is refused);
 * an empty body counts as `{}` so that parameterless calls need not send one.
 */
import type { FastifyInstance } from 'fastify';

export const JSON_BODY_LIMIT = 64 * 1024;

export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parse(request, text, done);
  });
}
