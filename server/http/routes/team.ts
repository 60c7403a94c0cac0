/** The invite and team calls of docs/api.md (user/invite, user/team), answered by server/team. */
import type { FastifyInstance } from 'fastify';
import { TeamReq } from '@contract/team';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { team } = ctx;
  const auth = true;
  post(app, ctx, 'user/invite', { body: Empty, auth }, ({ userId }) => team.invite(userId));
  post(app, ctx, 'user/team', { body: TeamReq, auth }, ({ body, userId }) => team.team(userId, body));
}
