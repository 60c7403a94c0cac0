/** Verification codes by SMS or e-mail (written to the demo outbox; nothing is really sent). */
import type { FastifyInstance } from 'fastify';
import { SendEmailReq, SendSmsReq } from '@contract/account';
import { phoneTarget } from '../../accounts/targets';
import type { AppContext } from '../../context';
import type { LimitedRoute, RequestLimit } from '../request-limits';
import { post } from '../route';

export function registerSendCodeRoutes(app: FastifyInstance, ctx: AppContext, limits: Record<LimitedRoute, RequestLimit>): void {
  // one ceiling for both channels: a client may not send 20 texts and then 20 e-mails
  const limit = limits.sendCode;
  post(app, ctx, 'common/send/sms', { body: SendSmsReq, limit }, ({ body, locale }) =>
    ctx.accounts.sendCode('sms', phoneTarget(body.phone, body.countryCode).address, body.purpose, locale),
  );
  post(app, ctx, 'common/send/email', { body: SendEmailReq, limit }, ({ body, locale }) =>
    ctx.accounts.sendCode('email', body.email, body.purpose, locale),
  );
}
