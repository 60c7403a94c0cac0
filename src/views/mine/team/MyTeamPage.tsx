import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../../state/session';
import { useTeamMembers, useTeamSummary } from '../../../state/team';
import { PagedRecords } from '../../components/records/PagedRecords';
import { RefreshButton } from '../../components/RefreshButton';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { TeamCounts } from './TeamCounts';
import { formatTime } from '../../../format/time';
import './team.css';

/** /mine/myTeam — team size, direct invites and each level's count (docs/addresses-and-team.md), then the direct invitees, paged. */
export default function MyTeamPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <MyTeam /> : <SignInPrompt text={t('mine.team.signIn')} target="/mine/myTeam" />;
}

function MyTeam() {
  const { t } = useTranslation();
  const [summary, reloadSummary] = useTeamSummary();
  const members = useTeamMembers();
  // a friend joining changes the team on the server: the button asks the counts and the first page again
  const refresh = () => {
    reloadSummary();
    members.reload();
  };
  return (
    <div className="team">
      <div className="team__refresh">
        <RefreshButton refreshing={summary.loading} onRefresh={refresh} />
      </div>
      <RemoteContent remote={summary} onRetry={reloadSummary} isEmpty={() => false} emptyText="">
        {(team) => <TeamCounts team={team} />}
      </RemoteContent>
      <section className="team__members" aria-labelledby="team-members-title">
        <div className="team__members-head">
          <h2 id="team-members-title" className="section-title">
            {t('mine.team.members')}
          </h2>
          <Link className="button button--secondary" to="/mine/invite">
            {t('mine.team.invite')}
          </Link>
        </div>
        <PagedRecords list={members} emptyText={t('mine.team.empty')}>
          {(items) => (
            <ul className="team__list">
              {items.map((member) => (
                <li key={`${member.joinedAt}:${member.account}`} className="team__member" data-testid="team-member">
                  <span className="team__account">{member.account}</span>
                  <span className="team__joined">{t('mine.team.joined', { time: formatTime(member.joinedAt) })}</span>
                </li>
              ))}
            </ul>
          )}
        </PagedRecords>
      </section>
    </div>
  );
}
