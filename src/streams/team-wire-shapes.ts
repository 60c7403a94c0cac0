/** Type guard for the `team` push (contract/team.ts: TeamCounts, docs/protocol.md), as account-wire-shapes.ts does for UserInfo. */
import { TEAM_LEVELS } from '@contract/team-levels';
import { shape, type Guard } from './wire-shapes';

const isCount: Guard = (v) => Number.isSafeInteger(v) && (v as number) >= 0;

export const isTeamCounts = shape({
  teamSize: isCount,
  directCount: isCount,
  levels: (v) => Array.isArray(v) && v.length === TEAM_LEVELS && v.every(isCount),
});
