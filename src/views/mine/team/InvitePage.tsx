import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../../state/session';
import { useInvite } from '../../../state/team';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { InviteShare } from './InviteShare';
import './team.css';

/** /mine/invite — the invite code and link, copy, a QR code of the link, and the system share sheet where there is one. */
export default function InvitePage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Invite /> : <SignInPrompt text={t('mine.invite.signIn')} target="/mine/invite" />;
}

function Invite() {
  const { t } = useTranslation();
  const [invite, reload] = useInvite();
  return (
    <div className="invite">
      <p className="invite__intro">{t('mine.invite.intro')}</p>
      <RemoteContent remote={invite} onRetry={reload} isEmpty={() => false} emptyText="">
        {(found) => <InviteShare invite={found} origin={window.location.origin} />}
      </RemoteContent>
      <Link className="button button--secondary invite__team" to="/mine/myTeam">
        {t('mine.invite.team')}
      </Link>
    </div>
  );
}
