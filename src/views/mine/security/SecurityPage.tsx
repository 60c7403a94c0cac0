import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { useSecurityOverview } from '../../../state/security';
import { RemoteContent } from '../../components/RemoteContent';
import { AccountGate } from './AccountGate';
import { BindingList } from './BindingList';
import { EndOtherSessions } from './EndOtherSessions';
import { LoginHistory } from './LoginHistory';
import './security.css';

/** /mine/security — the security centre: what is bound, the last logins, ending every other session. */
export default function SecurityPage() {
  return <AccountGate path="/mine/security">{(user) => <SecurityCentre user={user} />}</AccountGate>;
}

function SecurityCentre({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [overview, reload] = useSecurityOverview();
  return (
    <>
      <BindingList user={user} />
      <RemoteContent remote={overview} onRetry={reload} isEmpty={() => false} emptyText={t('mine.security.noLogins')}>
        {({ logins, otherSessions }) => (
          <>
            <EndOtherSessions user={user} otherSessions={otherSessions} onEnded={reload} />
            <LoginHistory logins={logins} />
          </>
        )}
      </RemoteContent>
    </>
  );
}
