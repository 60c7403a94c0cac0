import { map } from 'rxjs';
import type { TeamMember, TeamSummary } from '@contract/team';
import { fetchTeam$ } from '../../api/team';
import { usePagedList, type PagedList } from '../paged';
import { useRemoteData, type RemoteData } from '../remote';

/** The counts of user/team (team size, direct, per level); a one-row page, since the members come from useTeamMembers. */
export function useTeamSummary(): [RemoteData<TeamSummary>, () => void] {
  return useRemoteData(() => fetchTeam$({ page: 1, size: 1 }));
}

/** The direct invitees, newest first, a page at a time; `total` is the direct count. */
export function useTeamMembers(): PagedList<TeamMember> {
  return usePagedList(
    (page, size) => fetchTeam$({ page, size }).pipe(map((team) => ({ items: team.members, page, size, total: team.directCount }))),
    // invitees carry no id the inviter may see: the masked account and join time tell two rows apart
    (member) => `${member.joinedAt}:${member.account}`,
  );
}
