/** The signed-in user's balances, transfers between spot and contract and funding records (demo top-ups: demo.ts). */
import type { FastifyInstance } from 'fastify';
import { AssetRecordsReq, TransferReq } from '@contract/assets';
import type { AppContext } from '../../context';
import { fundingRecords } from '../../ledger/records';
import { transfer } from '../../ledger/transfer';
import { Empty, post } from '../route';

export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'asset/overview', { body: Empty, auth: true }, async ({ userId }) => ({
    balances: await ctx.ledger.balances(userId),
    contract: await ctx.futures.account(userId),
  }));
  post(app, ctx, 'asset/transfer', { body: TransferReq, auth: true }, async ({ userId, body }) => ({
    balances: await transfer(ctx, userId, body),
  }));
  post(app, ctx, 'asset/records', { body: AssetRecordsReq, auth: true }, ({ userId, body }) => fundingRecords(ctx.db, userId, body));
}
