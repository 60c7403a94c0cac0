/** Sign-up, sign-in, sign-out, password reset and the signed-in user's profile. */
import type { FastifyInstance } from 'fastify';
import { LoginReq, RegisterReq, RetrieveReq } from '../../../contract/account';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'user/register', { body: RegisterReq }, ({ body }) => ctx.accounts.register(body));
  post(app, ctx, 'user/login', { body: LoginReq }, ({ body, address }) => ctx.accounts.login(body, address));
  post(app, ctx, 'user/logout', { body: Empty, auth: true }, async ({ token }) => {
    if (token) await ctx.accounts.logout(token);
    return null;
  });
  post(app, ctx, 'user/retrieve', { body: RetrieveReq }, async ({ body }) => {
    await ctx.accounts.retrieve(body);
    return null;
  });
  post(app, ctx, 'user/info', { body: Empty, auth: true }, ({ userId }) => ctx.accounts.info(userId));
}
