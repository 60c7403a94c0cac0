import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useSignedIn } from '../../../state/session';
import { useNetworks } from '../../../state/wallet';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawFlow } from './WithdrawFlow';
import '../recharge/recharge.css';
import './withdraw.css';

/** /withdraw?asset=USDT — send a coin to an outside address on a network (docs/wallet.md "Withdrawals"), and the user's withdrawals. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Withdraw /> : <SignInPrompt text={t('assets.withdraw.signIn')} target="/withdraw" />;
}

function Withdraw() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [networks, reload] = useNetworks();
  return (
    <div className="withdraw">
      <RemoteContent remote={networks} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('assets.withdraw.noNetworks')}>
        {(list) => (
          <>
            <WithdrawFlow networks={list} initialAsset={params.get('asset')?.toUpperCase() ?? null} />
            <WithdrawalList networks={list} />
          </>
        )}
      </RemoteContent>
    </div>
  );
}
