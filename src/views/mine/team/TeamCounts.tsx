import { useTranslation } from 'react-i18next';
import type { TeamCounts as Counts } from '@contract/team';

/** The team size and direct count side by side, each level's count, and what the team size counts. */
export function TeamCounts({ team }: { team: Counts }) {
  const { t } = useTranslation();
  return (
    <section className="team__counts" aria-label={t('mine.team.title')}>
      <dl className="team__totals">
        <div>
          <dt>{t('mine.team.size')}</dt>
          <dd data-testid="team-size">{team.teamSize}</dd>
        </div>
        <div>
          <dt>{t('mine.team.direct')}</dt>
          <dd data-testid="team-direct">{team.directCount}</dd>
        </div>
      </dl>
      <dl className="team__levels" aria-label={t('mine.team.levels')}>
        {team.levels.map((count, index) => (
          <div key={index}>
            <dt>{t('mine.team.level', { level: index + 1 })}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <p className="team__definition">{t('mine.team.definition')}</p>
    </section>
  );
}
