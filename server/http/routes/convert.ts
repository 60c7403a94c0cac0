/** The convert calls of docs/api.md (convert/quote, convert/execute, convert/history), answered by server/convert. */
import type { FastifyInstance } from 'fastify';
import { ConvertExecuteReq, ConvertHistoryReq, ConvertQuoteReq } from '@contract/wallet';
import type { AppContext } from '../../context';
import { post } from '../route';

export function registerConvertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = ctx.convert;
  const auth = true;
  post(app, ctx, 'convert/quote', { body: ConvertQuoteReq, auth }, ({ body, userId }) => c.quote(userId, body));
  post(app, ctx, 'convert/execute', { body: ConvertExecuteReq, auth }, ({ body, userId }) => c.execute(userId, body));
  post(app, ctx, 'convert/history', { body: ConvertHistoryReq, auth }, ({ body, userId }) => c.history(userId, body));
}
