import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../components/SignInPrompt';
import { RemoteContent } from '../../components/RemoteContent';
import { useSignedIn } from '../../../state/session';
import { useFundPasswordSet } from '../../../state/wallet';
import { FundPasswordForm } from './FundPasswordForm';
import './fund.css';

/** /mine/fund — set the fund password withdrawals ask for, or change it; both need a code sent to the bound e-mail or phone. */
export default function FundPasswordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <FundPassword /> : <SignInPrompt text={t('assets.fundPassword.signIn')} target="/mine/fund" />;
}

function FundPassword() {
  const [isSet, reload] = useFundPasswordSet();
  return (
    <div className="fund-password">
      <RemoteContent remote={isSet} onRetry={reload} isEmpty={() => false} emptyText="">
        {(hasFundPassword) => <FundPasswordForm hasFundPassword={hasFundPassword} onDone={reload} />}
      </RemoteContent>
    </div>
  );
}
