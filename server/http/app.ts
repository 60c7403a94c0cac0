/**
 * The fastify application: JSON parsing and limits, the error envelope, browser security headers,
 * every module's routes, the WebSocket gateway and the built client. Used by main.ts and by tests
 * (inject or listen(0)).
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from '../context';
import { registerGateway } from '../ws/gateway';
import { installErrorHandler } from './error-handler';
import { JSON_BODY_LIMIT, installJsonParser } from './json-body';
import { installRequestLimits } from './request-limits';
import { registerAddressBookRoutes } from './routes/address-book';
import { registerAssetRoutes } from './routes/asset';
import { registerCommonRoutes } from './routes/common';
import { registerContentRoutes } from './routes/content';
import { registerTicketRoutes } from './routes/tickets';
import { registerContractRoutes } from './routes/contract';
import { registerContractMarketRoutes } from './routes/contract-market';
import { registerConvertRoutes } from './routes/convert';
import { registerCycleRoutes } from './routes/cycle';
import { registerLockRoutes } from './routes/lock';
import { registerWalletRoutes } from './routes/wallet';
import { registerWithdrawRoutes } from './routes/withdraw';
import { registerIdentityRoutes } from './routes/identity';
import { registerFiatRoutes } from './routes/fiat';
import { registerDemoRoutes } from './routes/demo';
import { registerMarketRoutes, symbolInfoOf } from './routes/market';
import { registerSendCodeRoutes } from './routes/send-code';
import { registerSecurityRoutes } from './routes/security';
import { registerSpotRoutes } from './routes/spot';
import { registerTeamRoutes } from './routes/team';
import { registerUserRoutes } from './routes/user';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';

export interface AppOptions {
  /** fastify's logger (pino); off unless given */
  logger?: FastifyServerOptions['logger'];
}

/** A fastify instance with the API's parsing, validation and error rules, and no routes yet. */
export function createServer(opts: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    ajv: {
      // validate exactly what the client sent: no type coercion, and no silent removal of unknown
      // fields (which also breaks unions: ajv would strip one branch's fields while trying another)
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
    },
  });
  installJsonParser(app);
  installErrorHandler(app);
  return app;
}

export async function buildApp(ctx: AppContext, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = createServer(opts);
  await registerSecurityHeaders(app);
  // API answers of 1 KiB or more go out brotli or gzip (market lists, klines); static files keep
  // the .br/.gz the build wrote (a reply that already has a Content-Encoding is left alone) and
  // the WebSocket is an upgrade, never a reply. Brotli at quality 4: per request, speed over size.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const limits = await installRequestLimits(app, ctx.clock);
  registerUserRoutes(app, ctx, limits);
  registerSendCodeRoutes(app, ctx, limits);
  registerSecurityRoutes(app, ctx, limits);
  registerAssetRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerDemoRoutes(app, ctx);
  registerSpotRoutes(app, ctx);
  registerMarketRoutes(app, ctx);
  registerCommonRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerTicketRoutes(app, ctx);
  registerContractRoutes(app, ctx);
  registerContractMarketRoutes(app, ctx);
  registerCycleRoutes(app, ctx);
  registerLockRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerWithdrawRoutes(app, ctx, limits);
  registerFiatRoutes(app, ctx);
  registerConvertRoutes(app, ctx);
  registerAddressBookRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerGateway(app, ctx);

  await registerStatic(app, ctx.config.distDir, { symbolInfo: (coin) => symbolInfoOf(ctx, coin) });
  return app;
}
