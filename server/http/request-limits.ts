/**
 * Request ceilings on the account routes, per client address and for everyone together, counted
 * by @fastify/rate-limit on the server clock. They run before the body is read, so a refused
 * request costs nothing; the answer is 429 rateLimited with the seconds to wait (and Retry-After).
 * Wrong passwords have their own, finer limits (accounts/login-throttle.ts), as do codes per
 * destination (accounts/codes.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { clockStore } from './clock-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface Ceiling {
  max: number;
  windowMs: number;
}

/** Sized so that a person never meets them and a script soon does; docs/api.md lists them. */
export const REQUEST_LIMITS = {
  login: { perAddress: { max: 60, windowMs: MINUTE_MS }, everyone: { max: 600, windowMs: MINUTE_MS } },
  register: { perAddress: { max: 10, windowMs: HOUR_MS }, everyone: { max: 100, windowMs: MINUTE_MS } },
  retrieve: { perAddress: { max: 20, windowMs: HOUR_MS }, everyone: { max: 100, windowMs: MINUTE_MS } },
  /** common/send/sms and common/send/email together */
  sendCode: { perAddress: { max: 20, windowMs: HOUR_MS }, everyone: { max: 100, windowMs: MINUTE_MS } },
} satisfies Record<string, { perAddress: Ceiling; everyone: Ceiling }>;

export type LimitedRoute = keyof typeof REQUEST_LIMITS;
/** Throws 429 when the request is over a ceiling; counts it otherwise. */
export type RequestLimit = (request: FastifyRequest) => Promise<void>;

export async function installRequestLimits(app: FastifyInstance, clock: Clock): Promise<Record<LimitedRoute, RequestLimit>> {
  // global: false, so only the routes given a RequestLimit are counted
  await app.register(rateLimit, { global: false, store: clockStore(clock) });
  const counter = (ceiling: Ceiling, keyGenerator?: () => string) =>
    app.createRateLimit({ max: ceiling.max, timeWindow: ceiling.windowMs, ...(keyGenerator ? { keyGenerator } : {}) });
  const limitOf = ({ perAddress, everyone }: { perAddress: Ceiling; everyone: Ceiling }): RequestLimit => {
    // the address first: one noisy client is refused before it uses up everyone's allowance
    const counters = [counter(perAddress), counter(everyone, () => 'everyone')];
    return async (request) => {
      for (const count of counters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'rateLimited', { seconds: Math.max(1, result.ttlInSeconds) });
      }
    };
  };
  return {
    login: limitOf(REQUEST_LIMITS.login),
    register: limitOf(REQUEST_LIMITS.register),
    retrieve: limitOf(REQUEST_LIMITS.retrieve),
    sendCode: limitOf(REQUEST_LIMITS.sendCode),
  };
}
