/** The withdrawal and fund-password calls of docs/api.md (wallet/withdraw…, user/fund-password/…), answered by server/wallet and server/accounts. */
import type { FastifyInstance } from 'fastify';
import { FundPasswordSetReq } from '@contract/account';
import { WithdrawListReq, WithdrawReq } from '@contract/wallet';
import type { AppContext } from '../../context';
import type { LimitedRoute, RequestLimit } from '../request-limits';
import { Empty, post } from '../route';

export function registerWithdrawRoutes(app: FastifyInstance, ctx: AppContext, limits: Record<LimitedRoute, RequestLimit>): void {
  const { wallet, fundPasswords } = ctx;
  const auth = true;
  post(app, ctx, 'wallet/withdraw', { body: WithdrawReq, auth }, ({ body, userId }) => wallet.withdraw(userId, body));
  post(app, ctx, 'wallet/withdraw/list', { body: WithdrawListReq, auth }, ({ body, userId }) => wallet.list(userId, body));
  post(app, ctx, 'wallet/withdraw/limits', { body: Empty, auth }, ({ userId }) => wallet.limits(userId));
  // the same ceiling as the other code sends
  post(app, ctx, 'user/fund-password/code', { body: Empty, auth, limit: limits.sendCode }, ({ userId, locale }) =>
    fundPasswords.sendCode(userId, locale),
  );
  post(app, ctx, 'user/fund-password/set', { body: FundPasswordSetReq, auth }, ({ body, userId }) => fundPasswords.set(userId, body));
}
