/**
 * Invite and team (docs/addresses-and-team.md): the user's invite code and link, the team size over TEAM_LEVELS levels of
 * invitees (users.invited_by, walked by joins, one query per level) and one page of direct invitees, masked.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { TEAM_LEVELS, type InviteInfo, type TeamReq, type TeamSummary } from '@contract/team';
import { notFound } from '../errors';
import type { Database } from '../store/schema';
import { maskAccount } from './mask-account';

export class TeamService {
  constructor(private readonly db: Kysely<Database>) {}

  async invite(userId: number): Promise<InviteInfo> {
    const row = await this.db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return { inviteCode: row.invite_code, invitePath: `/register?code=${encodeURIComponent(row.invite_code)}` };
  }

  async team(userId: number, req: TeamReq): Promise<TeamSummary> {
    const page = req.page ?? 1;
    const size = req.size ?? 20;
    const levels: number[] = [];
    for (let level = 1; level <= TEAM_LEVELS; level++) levels.push(await this.countAtLevel(userId, level));
    const rows = await this.db
      .selectFrom('users')
      .select(['email', 'phone', 'created_at'])
      .where('invited_by', '=', userId)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      teamSize: levels.reduce((sum, n) => sum + n, 0),
      directCount: levels[0] ?? 0,
      levels,
      members: rows.map((row) => ({ account: maskAccount(row), joinedAt: Number(row.created_at) })),
      page,
      size,
    };
  }

  /** Accounts exactly `level` invitations below the user: invited by an account of the level above (level 0: the user). */
  private async countAtLevel(userId: number, level: number): Promise<number> {
    const row = await this.invitedBy(userId, level)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private invitedBy(userId: number, level: number): SelectQueryBuilder<Database, 'users', { id: number }> {
    const users = this.db.selectFrom('users').select('id');
    return level === 1 ? users.where('invited_by', '=', userId) : users.where('invited_by', 'in', this.invitedBy(userId, level - 1));
  }
}
