import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useSignedIn } from '../../../state/session';
import { useNetworks } from '../../../state/wallet';
import { DepositFlow } from './DepositFlow';
import { DepositList } from './DepositList';
import './recharge.css';

/** /recharge?asset=USDT — the user's deposit address per coin and network, a demo-only simulated send, and their deposits. */
export default function RechargePage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Recharge /> : <SignInPrompt text={t('assets.recharge.signIn')} target="/recharge" />;
}

function Recharge() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [networks, reload] = useNetworks();
  return (
    <div className="recharge">
      <RemoteContent remote={networks} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('assets.recharge.noNetworks')}>
        {(list) => (
          <>
            <DepositFlow networks={list} initialAsset={params.get('asset')?.toUpperCase() ?? null} />
            <DepositList networks={list} />
          </>
        )}
      </RemoteContent>
    </div>
  );
}
