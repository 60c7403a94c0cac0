/** Sign-up, sign-in, sign-out, password reset and the signed-in user's profile; limits in request-limits.ts. */
import type { FastifyInstance } from 'fastify';
import { LoginReq, RegisterReq, RetrieveReq } from '@contract/account';
import { deviceSummary } from '../../accounts/device-summary';
import type { AppContext } from '../../context';
import type { LimitedRoute, RequestLimit } from '../request-limits';
import { Empty, post } from '../route';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext, limits: Record<LimitedRoute, RequestLimit>): void {
  post(app, ctx, 'user/register', { body: RegisterReq, limit: limits.register }, async ({ body, address, userAgent }) => {
    const result = await ctx.accounts.register(body, { address, device: deviceSummary(userAgent) });
    // the inviters' open team screens learn of the new member (the `team` channel); the sign-up itself is already done
    await ctx.team.announceJoin(result.user.id);
    return result;
  });
  post(app, ctx, 'user/login', { body: LoginReq, limit: limits.login }, ({ body, address, userAgent }) =>
    ctx.accounts.login(body, address, userAgent),
  );
  post(app, ctx, 'user/logout', { body: Empty, auth: true }, async ({ token }) => {
    if (token) await ctx.accounts.logout(token);
    return null;
  });
  post(app, ctx, 'user/retrieve', { body: RetrieveReq, limit: limits.retrieve }, async ({ body }) => {
    await ctx.accounts.retrieve(body);
    return null;
  });
  post(app, ctx, 'user/info', { body: Empty, auth: true }, ({ userId }) => ctx.accounts.info(userId));
}
