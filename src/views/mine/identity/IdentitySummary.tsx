import { useTranslation } from 'react-i18next';
import type { IdentityStatus } from '@contract/identity';
import { formatTime } from '../../../format/time';
import { kycSummary } from '../../../state/identity';

/** The approved level and what became of the latest submission: under review since when, or rejected and why. */
export function IdentitySummary({ status }: { status: IdentityStatus }) {
  const { t } = useTranslation();
  const summary = kycSummary(status);
  return (
    <section className="identity-card" aria-label={t('mine.identity.title')}>
      <p className="identity-card__level">
        <span>{t('mine.identity.levelLabel')}</span>
        <strong data-testid="identity-level">{t(`mine.identity.levels.${status.level}`)}</strong>
      </p>
      {summary.kind === 'pending' && (
        <p className="identity-card__text identity-card__text--pending" role="status" data-testid="identity-state">
          {t('mine.identity.pending', {
            level: t(`mine.identity.levels.${summary.level}`),
            time: status.submittedAt === null ? '' : formatTime(status.submittedAt),
          })}
        </p>
      )}
      {summary.kind === 'rejected' && (
        <p className="identity-card__text identity-card__text--rejected" role="status" data-testid="identity-state">
          {t('mine.identity.rejected', { level: t(`mine.identity.levels.${summary.level}`), reason: summary.reason })}{' '}
          {t('mine.identity.resubmit')}
        </p>
      )}
      {summary.kind === 'certified' && summary.level === 'advanced' && (
        <p className="identity-card__text" data-testid="identity-state">
          {t('mine.identity.done')}
        </p>
      )}
    </section>
  );
}
