import { useTranslation } from 'react-i18next';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useSignedIn } from '../../../state/session';
import { useFiatRules } from '../../../state/fiat';
import { BankWithdrawFlow } from './BankWithdrawFlow';
import { FiatWithdrawalList } from './FiatWithdrawalList';
import '../withdraw/withdraw.css';
import './bank.css';

/** /withdrawBank — sell USDT to a bank card at a published rate (docs/wallet.md "Fiat withdrawals"), and the user's records. */
export default function BankWithdrawPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <BankWithdraw /> : <SignInPrompt text={t('assets.bank.signIn')} target="/withdrawBank" />;
}

function BankWithdraw() {
  const { t } = useTranslation();
  const [rules, reload] = useFiatRules();
  return (
    <div className="withdraw">
      <RemoteContent remote={rules} onRetry={reload} isEmpty={(r) => r.currencies.length === 0} emptyText={t('assets.bank.noCurrencies')}>
        {(published) => <BankWithdrawFlow rules={published} />}
      </RemoteContent>
      <FiatWithdrawalList />
    </div>
  );
}
