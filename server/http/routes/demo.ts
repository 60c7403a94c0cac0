/**
 * demo/outbox: the codes "sent" to an e-mail or phone, so the demo can be used without a mail or
 * SMS service. Registered only when DEMO_OUTBOX is on (the default); set DEMO_OUTBOX=0 anywhere
 * real people sign up, or anyone could read anyone's codes.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CountryCode } from '../../../contract/account';
import type { AppContext } from '../../context';
import { post } from '../route';

/** `to`: an e-mail, "+<country> <phone>", or a phone number with `countryCode` (default 1). */
export const OutboxReq = Type.Object(
  { to: Type.String({ minLength: 1, maxLength: 254 }), countryCode: Type.Optional(CountryCode) },
  { additionalProperties: false },
);

export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.demoOutbox) return;
  post(app, ctx, 'demo/outbox', { body: OutboxReq }, ({ body }) => ctx.accounts.outbox(body.to, body.countryCode));
}
