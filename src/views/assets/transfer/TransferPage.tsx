import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useBalances } from '../../../state/balances';
import { useSignedIn } from '../../../state/session';
import { USDT } from '../../../state/market';
import { TransferForm } from './TransferForm';
import '../assets.css';

/** /transfer?asset=USDT — moves funds between the spot and contract (futures) accounts. */
export default function TransferPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Transfer /> : <SignInPrompt text={t('assets.transfer.signIn')} target="/transfer" />;
}

function Transfer() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [balances, reload] = useBalances();
  return (
    <RemoteContent remote={balances} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('assets.transfer.nothing')}>
      {(list) => <TransferForm balances={list} initialAsset={params.get('asset')?.toUpperCase() ?? USDT} onDone={reload} />}
    </RemoteContent>
  );
}
