import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../state/session';
import { useNetworks } from '../../../state/wallet';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { AddAddressForm } from './AddAddressForm';
import './address.css';

/** /mine/addCoinAddress — save a withdrawal address: coin, network, address (checked by the server's codecs) and a remark. */
export default function AddCoinAddressPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <AddAddress /> : <SignInPrompt text={t('mine.address.signIn')} target="/mine/addCoinAddress" />;
}

function AddAddress() {
  const { t } = useTranslation();
  const [networks, reload] = useNetworks();
  return (
    <div className="address-book">
      <RemoteContent remote={networks} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('assets.withdraw.noNetworks')}>
        {(list) => <AddAddressForm networks={list} />}
      </RemoteContent>
    </div>
  );
}
