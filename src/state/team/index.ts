export { useInvite, inviteLinkOf } from './useInvite';
export { useTeamSummary, useTeamMembers } from './useTeam';
