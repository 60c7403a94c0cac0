/** Verification codes by SMS or e-mail (written to the demo outbox; nothing is really sent). */
import type { FastifyInstance } from 'fastify';
import { SendEmailReq, SendSmsReq } from '../../../contract/account';
import { phoneTarget } from '../../accounts/targets';
import type { AppContext } from '../../context';
import { post } from '../route';

export function registerSendCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'common/send/sms', { body: SendSmsReq }, ({ body, locale }) =>
    ctx.accounts.sendCode('sms', phoneTarget(body.phone, body.countryCode).address, body.purpose, locale),
  );
  post(app, ctx, 'common/send/email', { body: SendEmailReq }, ({ body, locale }) => ctx.accounts.sendCode('email', body.email, body.purpose, locale));
}
