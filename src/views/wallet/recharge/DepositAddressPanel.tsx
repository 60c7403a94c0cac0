import { useTranslation } from 'react-i18next';
import type { AssetNetwork, DepositAddress } from '@contract/wallet';
import { formatAmount } from '../../../format';
import { RemoteContent } from '../../components/RemoteContent';
import { useDepositAddress } from '../../../state/wallet';
import { CopyTextButton } from '../../components/CopyTextButton';
import { QrCode } from '../../components/QrCode';

/** The user's address on the chosen network (asked once per pair: the owner keys this by it) with its rules. */
export function DepositAddressPanel({ network }: { network: AssetNetwork }) {
  const { t } = useTranslation();
  const [address, reload] = useDepositAddress(network.asset, network.network);
  return (
    <section className="recharge-address" aria-label={t('assets.recharge.address')}>
      <RemoteContent remote={address} onRetry={reload} isEmpty={() => false} emptyText="">
        {(found) => <AddressDetails address={found} networkName={network.name} />}
      </RemoteContent>
    </section>
  );
}

function AddressDetails({ address, networkName }: { address: DepositAddress; networkName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <QrCode
        text={address.address}
        label={t('assets.recharge.qrLabel', { asset: address.asset, network: networkName })}
        testId="deposit-qr"
      />
      <p className="recharge-address__label">{t('assets.recharge.address')}</p>
      <p className="recharge-address__text" data-testid="deposit-address">
        {address.address}
      </p>
      <CopyTextButton
        text={address.address}
        label={t('assets.recharge.copy')}
        failedText={t('assets.recharge.copyFailed')}
        className="recharge-address__copy"
      />
      <dl className="recharge-address__rules">
        <dt>{t('assets.recharge.minDeposit')}</dt>
        <dd>
          {formatAmount(address.minDeposit)} {address.asset}
        </dd>
        <dt>{t('assets.recharge.confirmations')}</dt>
        <dd>{t('assets.recharge.confirmationsRule', { credit: address.creditConfirmations, unlock: address.unlockConfirmations })}</dd>
      </dl>
      <p className="recharge-address__warning" role="note">
        {t('assets.recharge.warning', { asset: address.asset, network: networkName })}
      </p>
    </>
  );
}
