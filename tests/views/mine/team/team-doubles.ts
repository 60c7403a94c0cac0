// Test doubles of src/api/team for the team and invite screens.
import { of } from 'rxjs';
import { vi } from 'vitest';
import type { TeamMember, TeamSummary } from '@contract/team';

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

export const fetchInvite$ = vi.fn();
export const fetchTeam$ = vi.fn();

export function resetTeamDoubles(team = teamOf([])): void {
  fetchInvite$.mockReset().mockImplementation(() => of({ inviteCode: 'AB12CD34', invitePath: '/register?code=AB12CD34' }));
  fetchTeam$.mockReset().mockImplementation((req: { page?: number; size?: number } = {}) => of(team(req)));
}
