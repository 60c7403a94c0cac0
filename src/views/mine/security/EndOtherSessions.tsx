import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import type { EndedSessions } from '@contract/security';
import { endOtherSessions$ } from '../../../api/security';
import { showToast } from '../../../api/notify';
import { useSubmit } from '../../../state/submit';
import { SecurityVerification } from './SecurityVerification';

/** "Sign out all other devices": the security verification first, then every other session ends (docs/security.md). */
export function EndOtherSessions({ user, otherSessions, onEnded }: { user: UserInfo; otherSessions: number; onEnded: () => void }) {
  const { t } = useTranslation();
  const [verifying, setVerifying] = useState(false);
  const { run, busy } = useSubmit<EndedSessions>(({ ended }) => {
    showToast(t('mine.security.endOthersDone', { count: ended }), 'success');
    setVerifying(false);
    onEnded();
  });
  if (verifying) {
    return (
      <SecurityVerification
        user={user}
        channels={['email', 'phone']}
        onVerified={(token) => run(endOtherSessions$(token))}
        onCancel={() => setVerifying(false)}
      />
    );
  }
  return (
    <section className="security-section" aria-labelledby="security-sessions">
      <p id="security-sessions" className="security-section__title" data-testid="other-sessions">
        {t('mine.security.otherSessions', { count: otherSessions })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || otherSessions === 0}
        aria-busy={busy}
        onClick={() => setVerifying(true)}
      >
        {t('mine.security.endOthers')}
      </button>
    </section>
  );
}
