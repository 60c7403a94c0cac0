/**
 * Invite and team (issue 17): the user's invite code and link, and the team it built. "Team size" is defined in
 * docs/addresses-and-team.md: every account the user brought in, directly or through invitees, up to TEAM_LEVELS levels.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageSize } from './primitives';

export { TEAM_LEVELS } from './team-levels';

/** user/invite: what the invite screen shows and shares. */
export interface InviteInfo {
  inviteCode: string;
  /** path and query of the sign-up link; the client prefixes its own origin: `/register?code=<inviteCode>` */
  invitePath: string;
}

/** One direct invitee as the team list shows it: the account masked (e-mail `ab***@x.com`, phone `138****5678`). */
export interface TeamMember {
  account: string;
  joinedAt: number;
}

/** The team's counts: what the private `team` channel carries (docs/protocol.md). */
export interface TeamCounts {
  /** accounts in levels 1..TEAM_LEVELS together */
  teamSize: number;
  /** level 1 alone */
  directCount: number;
  /** the count of each level, `levels[0]` being level 1; always TEAM_LEVELS entries */
  levels: number[];
}

export interface TeamSummary extends TeamCounts {
  /** direct invitees, newest first, one page of them */
  members: TeamMember[];
  page: number;
  size: number;
}

/** user/team: the summary with one page of direct invitees. */
export const TeamReq = Type.Object({ page: Type.Optional(Page), size: Type.Optional(PageSize) }, { additionalProperties: false });
export type TeamReq = Static<typeof TeamReq>;
