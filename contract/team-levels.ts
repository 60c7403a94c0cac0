/** Levels counted in the team size (docs/addresses-and-team.md): 1 = direct invitees, 2 = their invitees, 3 = the invitees of those.
 * Apart from the schemas of contract/team.ts so the client's push check can import it without the validation library. */
export const TEAM_LEVELS = 3;
