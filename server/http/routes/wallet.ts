/** The wallet calls of docs/api.md (wallet/networks … wallet/deposit/proof), answered by server/chain. */
import type { FastifyInstance } from 'fastify';
import { DepositAddressReq, DepositListReq, DepositProofReq, SimulateDepositReq } from '@contract/wallet';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const chain = ctx.chain;
  const auth = true;
  post(app, ctx, 'wallet/networks', { body: Empty }, async () => chain.networks());
  post(app, ctx, 'wallet/deposit/address', { body: DepositAddressReq, auth }, ({ body, userId }) => chain.depositAddress(userId, body));
  post(app, ctx, 'wallet/deposit/list', { body: DepositListReq, auth }, ({ body, userId }) => chain.list(userId, body));
  post(app, ctx, 'wallet/deposit/proof', { body: DepositProofReq, auth }, ({ body, userId }) => chain.attachProof(userId, body));
  // a transfer from a simulated outside world: demo only, like asset/demo/fund
  if (ctx.config.demo)
    post(app, ctx, 'wallet/deposit/simulate', { body: SimulateDepositReq, auth }, ({ body, userId }) => chain.simulate(userId, body));
}
