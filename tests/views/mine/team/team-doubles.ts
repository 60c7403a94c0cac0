// Test doubles of src/api/team and the `team` feed of src/streams for the team and invite screens.
import { of, ReplaySubject } from 'rxjs';
import { vi } from 'vitest';
import type { TeamCounts, TeamMember, TeamSummary } from '@contract/team';

export const member = (n: number): TeamMember => ({ account: `f${n}***@friends.example`, joinedAt: Date.UTC(2026, 0, n, 12) });

/** A team whose direct invitees are `direct` members, newest first; `levels` beyond them. */
export function teamOf(direct: TeamMember[], deeper: [number, number] = [0, 0]) {
  return ({ page = 1, size = 20 }: { page?: number; size?: number }): TeamSummary => ({
    teamSize: direct.length + deeper[0] + deeper[1],
    directCount: direct.length,
    levels: [direct.length, ...deeper],
    members: direct.slice((page - 1) * size, page * size),
    page,
    size,
  });
}

/** the private `team` channel as the socket would feed it */
export let teamFeed = new ReplaySubject<TeamCounts | null>(1);
export const getTeam$ = () => teamFeed.asObservable();

export const fetchInvite$ = vi.fn();
export const fetchTeam$ = vi.fn();

export function resetTeamDoubles(team = teamOf([])): void {
  teamFeed = new ReplaySubject<TeamCounts | null>(1);
  fetchInvite$.mockReset().mockImplementation(() => of({ inviteCode: 'AB12CD34', invitePath: '/register?code=AB12CD34' }));
  fetchTeam$.mockReset().mockImplementation((req: { page?: number; size?: number } = {}) => of(team(req)));
}
