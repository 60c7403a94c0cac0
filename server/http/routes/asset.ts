/** The signed-in user's balances, transfers between spot and contract, and demo top-ups. */
import type { FastifyInstance } from 'fastify';
import { TransferReq } from '../../../contract/assets';
import type { AppContext } from '../../context';
import { demoFund } from '../../ledger/demo-fund';
import { transfer } from '../../ledger/transfer';
import { Empty, post } from '../route';

export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'asset/overview', { body: Empty, auth: true }, async ({ userId }) => ({ balances: await ctx.ledger.balances(userId) }));
  post(app, ctx, 'asset/transfer', { body: TransferReq, auth: true }, async ({ userId, body }) => ({ balances: await transfer(ctx, userId, body) }));
  post(app, ctx, 'asset/demo/fund', { body: Empty, auth: true }, async ({ userId }) => ({ balances: await demoFund(ctx, userId) }));
}
