import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoutButton } from '../components/LogoutButton';
import { RemoteContent } from '../components/RemoteContent';
import { useMarketList } from '../../state/market';
import { liveTickers$ } from '../../state/tickers';
import { AccountSection } from './AccountSection';
import { AssetActions } from './AssetActions';
import { ContractAccountCard } from './ContractAccountCard';
import { priceTable, totalValue, valueBalances } from './assetValuation';
import { DemoFundsButton } from './DemoFundsButton';
import { SignInPrompt } from '../components/SignInPrompt';
import { TotalAssets } from './TotalAssets';
import { useContractAccount } from './useContractAccount';
import { useBalances } from '../../state/balances';
import { useSignedIn } from '../../state/session';
import { sum } from '../../decimal';
import './assets.css';

/** /property — total assets in USDT priced live, actions, and both accounts coin by coin. */
export default function AssetsPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <AssetsOverview /> : <SignInPrompt text={t('assets.signIn.text')} target="/property" />;
}

function AssetsOverview() {
  const { t } = useTranslation();
  const [balances, reloadBalances] = useBalances();
  const [market] = useMarketList();
  const tickers = useObservableEagerState(liveTickers$);
  const prices = useMemo(() => priceTable(market.data ?? [], tickers), [market.data, tickers]);
  const rows = useMemo(() => valueBalances(balances.data ?? [], prices), [balances.data, prices]);
  // until market/list answers only USDT has a price: show no total rather than a wrong one
  const priced = balances.data !== undefined && market.data !== undefined;
  const [contract, reloadContract] = useContractAccount();
  // position margin and unrealised PnL are not balance rows: the futures account is worth its coins plus both
  const contractExtra = contract.data ? [contract.data.positionMargin, contract.data.unrealizedPnl] : [];
  const totalOf = (wallet?: 'spot' | 'contract') => {
    if (!priced) return null;
    const coins = totalValue(wallet ? rows.filter((r) => r.wallet === wallet) : rows);
    return wallet === 'spot' ? coins : sum([coins, ...contractExtra]);
  };
  return (
    <div className="assets">
      <TotalAssets total={totalOf()} spot={totalOf('spot')} contract={totalOf('contract')} />
      <AssetActions />
      <DemoFundsButton onClaimed={reloadBalances} />
      <Link className="assets__records" to="/property/coinRecord">
        {t('assets.records.link')}
      </Link>
      <RemoteContent remote={balances} onRetry={reloadBalances} isEmpty={(list) => list.length === 0} emptyText={t('assets.empty.account')}>
        {() => (
          <AccountSection
            rows={rows}
            summaries={market.data}
            contractSummary={<ContractAccountCard account={contract} onReload={reloadContract} />}
          />
        )}
      </RemoteContent>
      <LogoutButton />
    </div>
  );
}
