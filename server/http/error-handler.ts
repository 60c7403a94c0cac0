/**
 * Every failure leaves as `{code: status, msg: translated, data: null}` with that HTTP status:
 * AppError as declared (a 429 with `seconds` also sets Retry-After), body validation as 400 naming
 * the field, malformed JSON as 400, fastify's own 4xx as themselves, anything else as 500 with a
 * generic message (and the error logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { resolveLocale, translate, translateError } from '../i18n/translate';
import { describeValidation, type AjvError } from './validation-message';

const FASTIFY_CODES: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
};

const KEY_BY_STATUS: Record<number, string> = { 401: 'sessionExpired', 404: 'notFound', 413: 'bodyTooLarge', 415: 'unsupportedMediaType' };

export function sendError(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).send({ code: status, msg, data: null });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = resolveLocale(request.headers.locale);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'internal failure');
      // every limit that says when to come back says it to programs too
      if (error.status === 429 && typeof error.params.seconds === 'number') reply.header('retry-after', String(error.params.seconds));
      return sendError(reply, error.status, translateError(locale, error.key, error.params));
    }
    if (error.validation) {
      const msg = describeValidation(error.validation as unknown as AjvError[], request.routeOptions.schema?.body, request.body, locale);
      return sendError(reply, 400, msg);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.status, translate(locale, known.key));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, translate(locale, KEY_BY_STATUS[status] ?? 'badRequest'));
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, 500, translate(locale, 'internalError'));
  });
}
