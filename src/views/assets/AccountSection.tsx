import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { Wallet } from '@contract/assets';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { EmptyState } from '../components/StateViews';
import { AssetRow } from './AssetRow';
import { isSmall, type ValuedBalance } from './assetValuation';
import { coinMetaOf } from './coinMeta';
import { useHideSmallBalances } from './hideSmallPreference';

const WALLETS: readonly Wallet[] = ['spot', 'contract'];

/**
 * The spot and futures (contract) accounts coin by coin, with the remembered "hide small balances" switch; the futures
 * account shows `contractSummary` (equity, margin, P/L) above its coins.
 */
export function AccountSection({
  rows,
  summaries,
  contractSummary,
}: {
  rows: readonly ValuedBalance[];
  summaries: readonly SymbolSummary[] | undefined;
  contractSummary?: ReactNode;
}) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<Wallet>('spot');
  const [hideSmall, setHideSmall] = useHideSmallBalances();
  const inWallet = rows.filter((row) => row.wallet === wallet);
  const shown = hideSmall ? inWallet.filter((row) => !isSmall(row)) : inWallet;
  const segments = WALLETS.map((value) => ({ value, label: t(`assets.accounts.${value}`) }));
  return (
    <section className="assets-accounts">
      <div className="assets-accounts__bar">
        <SegmentedTabs segments={segments} value={wallet} onChange={setWallet} label={t('assets.accounts.label')} />
        <label className="switch">
          <input type="checkbox" role="switch" checked={hideSmall} onChange={(event) => setHideSmall(event.currentTarget.checked)} />
          <span>{t('assets.hideSmall')}</span>
        </label>
      </div>
      {wallet === 'contract' && contractSummary}
      {shown.length === 0 ? (
        <EmptyState text={inWallet.length === 0 ? t('assets.empty.account') : t('assets.empty.hidden')} />
      ) : (
        <ul className="asset-list" aria-label={t(`assets.accounts.${wallet}`)}>
          {shown.map((row) => (
            <AssetRow key={row.asset} row={row} meta={coinMetaOf(summaries, row.asset)} />
          ))}
        </ul>
      )}
    </section>
  );
}
