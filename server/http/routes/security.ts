/** Binding e-mail and phone, the security verification, the login password and sessions (docs/security.md). */
import type { FastifyInstance } from 'fastify';
import {
  BindCodeReq,
  BindEmailReq,
  BindPhoneReq,
  ChangePasswordReq,
  EndOtherSessionsReq,
  SecurityCodeReq,
  SecurityVerifyReq,
} from '@contract/security';
import type { Asker } from '../../accounts/account-security';
import type { AppContext } from '../../context';
import type { LimitedRoute, RequestLimit } from '../request-limits';
import { Empty, post } from '../route';

const askerOf = (req: { userId: number; token: string | null }): Asker => ({ userId: req.userId, token: req.token ?? '' });

export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext, limits: Record<LimitedRoute, RequestLimit>): void {
  const { security } = ctx;
  const auth = true;
  // the code sends share the one ceiling of common/send/*: a client may not send 20 texts from each route
  const limit = limits.sendCode;
  post(app, ctx, 'user/bind/code', { body: BindCodeReq, auth, limit }, (req) => security.sendBindCode(askerOf(req), req.body, req.locale));
  post(app, ctx, 'user/bind/email', { body: BindEmailReq, auth }, (req) => security.bindEmail(askerOf(req), req.body));
  post(app, ctx, 'user/bind/phone', { body: BindPhoneReq, auth }, (req) => security.bindPhone(askerOf(req), req.body));
  post(app, ctx, 'user/security/code', { body: SecurityCodeReq, auth, limit }, (req) =>
    security.sendSecurityCode(askerOf(req), req.body, req.locale),
  );
  post(app, ctx, 'user/security/verify', { body: SecurityVerifyReq, auth }, (req) => security.verify(askerOf(req), req.body));
  post(app, ctx, 'user/security/overview', { body: Empty, auth }, (req) => security.overview(askerOf(req)));
  post(app, ctx, 'user/password/change', { body: ChangePasswordReq, auth }, (req) => security.changePassword(askerOf(req), req.body));
  post(app, ctx, 'user/sessions/end-others', { body: EndOtherSessionsReq, auth }, (req) => security.endOthers(askerOf(req), req.body));
}
