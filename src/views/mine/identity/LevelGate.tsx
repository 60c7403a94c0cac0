import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IdentityStatus, SubmissionLevel } from '@contract/identity';
import { SignInPrompt } from '../../components/SignInPrompt';
import { bindingsMissing } from '../../../state/identity';
import { useSignedIn } from '../../../state/session';
import { BindingRequirements } from './BindingRequirements';
import { IdentityStatusLoader } from './IdentityStatusLoader';
import { IdentitySummary } from './IdentitySummary';
import { LEVEL_PATH } from './NextStep';

/**
 * A level's form only when that level may be sent now: signed out, a sign-in prompt (these two routes are open without
 * a token, spec section 2); bindings missing, the rule and the way to bind; another step due, the status and the way back.
 */
export function LevelGate({ level, children }: { level: SubmissionLevel; children: (status: IdentityStatus) => ReactNode }) {
  const { t } = useTranslation();
  if (!useSignedIn()) return <SignInPrompt text={t('mine.signIn')} target={LEVEL_PATH[level]} />;
  return (
    <IdentityStatusLoader>
      {(status) => {
        if (bindingsMissing(status)) return <BindingRequirements requirements={status.requirements} />;
        if (status.next === level) return children(status);
        return (
          <>
            <IdentitySummary status={status} />
            <p className="identity__note">{t('mine.identity.notNow')}</p>
            <Link className="button button--secondary identity__next" to="/mine/identity">
              {t('mine.identity.back')}
            </Link>
          </>
        );
      }}
    </IdentityStatusLoader>
  );
}
