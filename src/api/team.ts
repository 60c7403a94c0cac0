import type { Observable } from 'rxjs';
import type { InviteInfo, TeamReq, TeamSummary } from '@contract/team';
import { READ, request$ } from './http';

/** The user/invite and user/team calls of docs/api.md (docs/addresses-and-team.md: what the team size counts). */

/** The user's invite code and the path of the sign-up link (`/register?code=…`). */
export function fetchInvite$(): Observable<InviteInfo> {
  return request$('user/invite', {}, READ);
}

/** Team size, direct count, each level's count and one page of direct invitees (masked), newest first. */
export function fetchTeam$(req: TeamReq = {}): Observable<TeamSummary> {
  return request$('user/team', req, READ);
}
