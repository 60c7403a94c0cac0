import { useTranslation } from 'react-i18next';
import type { Wallet } from '@contract/assets';
import { otherWallet } from './transferRules';

/** From and to accounts with a swap button; the destination is always the other account, so they never match. */
export function WalletRoute({ from, onSwap }: { from: Wallet; onSwap: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="swap-pair wallet-route">
      <dl className="swap-pair__ends wallet-route__ends">
        <div>
          <dt>{t('assets.transfer.from')}</dt>
          <dd data-testid="transfer-from">{t(`assets.accounts.${from}`)}</dd>
        </div>
        <div>
          <dt>{t('assets.transfer.to')}</dt>
          <dd data-testid="transfer-to">{t(`assets.accounts.${otherWallet(from)}`)}</dd>
        </div>
      </dl>
      <button type="button" className="swap-pair__swap icon-button" aria-label={t('assets.transfer.swap')} onClick={onSwap}>
        <span aria-hidden="true">⇅</span>
      </button>
    </div>
  );
}
