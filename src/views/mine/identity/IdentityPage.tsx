import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BindingRequirements } from './BindingRequirements';
import { IdentitySummary } from './IdentitySummary';
import { IdentityStatusLoader } from './IdentityStatusLoader';
import { NextStep } from './NextStep';

/** /mine/identity (requires a token: routes.tsx) — the status, the binding rule and the next step, live. */
export default function IdentityPage() {
  const { t } = useTranslation();
  return (
    <IdentityStatusLoader>
      {(status) => (
        <>
          <IdentitySummary status={status} />
          <BindingRequirements requirements={status.requirements} />
          <NextStep status={status} />
          <Link className="identity__levels-link" to="/mine/identityNew">
            {t('mine.identity.levelsLink')}
          </Link>
        </>
      )}
    </IdentityStatusLoader>
  );
}
