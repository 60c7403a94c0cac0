import { filter, map, skip, type Observable } from 'rxjs';
import type { TeamCounts, TeamMember } from '@contract/team';
import { fetchTeam$ } from '../../api/team';
import { getTeam$ } from '../../streams';
import { usePagedList, type PagedList } from '../paged';
import { usePrivateData, type RemoteData } from '../remote';

const liveCounts$ = (): Observable<TeamCounts> => getTeam$().pipe(filter((counts): counts is TeamCounts => counts !== null));

/**
 * The team's counts (team size, direct, per level): live from the private `team` channel, which pushes them when a new
 * account joins; user/team (a one-row page) until the socket delivers.
 */
export function useTeamSummary(): [RemoteData<TeamCounts>, () => void] {
  return usePrivateData<TeamCounts>(liveCounts$, () => fetchTeam$({ page: 1, size: 1 }));
}

/** The direct invitees, newest first, a page at a time (`total` is the direct count); a `team` push merges the newest page in. */
export function useTeamMembers(): PagedList<TeamMember> {
  return usePagedList(
    (page, size) => fetchTeam$({ page, size }).pipe(map((team) => ({ items: team.members, page, size, total: team.directCount }))),
    // invitees carry no id the inviter may see: the masked account and join time tell two rows apart
    (member) => `${member.joinedAt}:${member.account}`,
    // the first value is the channel's snapshot, which the first page already reflects
    liveCounts$().pipe(skip(1)),
  );
}
