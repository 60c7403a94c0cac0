/**
 * The demo features (server/demo-mode.ts), registered only when config.demo is on, so that
 * elsewhere they answer 404 like any unknown path:
 * - demo/outbox: the codes "sent" to an e-mail or phone, so the demo can be used without a mail or
 *   SMS service (anyone could read anyone's codes: never where real people sign up);
 * - asset/demo/fund: simulated trading money (server/ledger/demo-fund.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CountryCode } from '@contract/account';
import type { AppContext } from '../../context';
import { demoFund } from '../../ledger/demo-fund';
import { Empty, post } from '../route';

/** `to`: an e-mail, "+<country> <phone>", or a phone number with `countryCode` (default 1). */
export const OutboxReq = Type.Object(
  { to: Type.String({ minLength: 1, maxLength: 254 }), countryCode: Type.Optional(CountryCode) },
  { additionalProperties: false },
);

export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.demo) return;
  post(app, ctx, 'demo/outbox', { body: OutboxReq }, ({ body }) => ctx.accounts.outbox(body.to, body.countryCode));
  post(app, ctx, 'asset/demo/fund', { body: Empty, auth: true }, async ({ userId }) => ({ balances: await demoFund(ctx, userId) }));
}
