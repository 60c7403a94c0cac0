/**
 * Who a request comes from, for the limits: the socket's address (fastify's request.ip; no proxy
 * is trusted), with an IPv6 address reduced to its /64 since one subscriber usually holds a whole
 * /64. The same rule as @fastify/rate-limit's own keys.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);
