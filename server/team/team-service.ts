/**
 * Invite and team (docs/addresses-and-team.md): the user's invite code and link, the team size over TEAM_LEVELS levels of
 * invitees (users.invited_by, walked one nested query per level), one page of direct invitees, masked; and the `team`
 * push to every inviter above a new account (the private `team` channel, docs/protocol.md).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { TEAM_LEVELS, type InviteInfo, type TeamCounts, type TeamReq, type TeamSummary } from '@contract/team';
import type { Bus } from '../bus';
import { notFound } from '../errors';
import type { Database } from '../store/schema';
import { maskAccount } from './mask-account';

export class TeamService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: Bus,
  ) {}

  async invite(userId: number): Promise<InviteInfo> {
    const row = await this.db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return { inviteCode: row.invite_code, invitePath: `/register?code=${encodeURIComponent(row.invite_code)}` };
  }

  async counts(userId: number): Promise<TeamCounts> {
    const levels: number[] = [];
    for (let level = 1; level <= TEAM_LEVELS; level++) levels.push(await this.countAtLevel(userId, level));
    return { teamSize: levels.reduce((sum, n) => sum + n, 0), directCount: levels[0] ?? 0, levels };
  }

  async team(userId: number, req: TeamReq): Promise<TeamSummary> {
    const page = req.page ?? 1;
    const size = req.size ?? 20;
    const rows = await this.db
      .selectFrom('users')
      .select(['email', 'phone', 'created_at'])
      .where('invited_by', '=', userId)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      ...(await this.counts(userId)),
      members: rows.map((row) => ({ account: maskAccount(row), joinedAt: Number(row.created_at) })),
      page,
      size,
    };
  }

  /** After a sign-up's commit: each inviter up to TEAM_LEVELS above the new account gets its new counts on the bus. */
  async announceJoin(newUserId: number): Promise<void> {
    let current = newUserId;
    for (let level = 1; level <= TEAM_LEVELS; level++) {
      const row = await this.db.selectFrom('users').select('invited_by').where('id', '=', current).executeTakeFirst();
      if (row?.invited_by == null) return;
      current = Number(row.invited_by);
      this.bus.emit('team', current, await this.counts(current));
    }
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
