import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import { getBalances$ } from '../../streams';
import { useMarketList } from '../../state/market';
import { coinIdOf } from '../../state/convert';
import { useSignedIn } from '../../state/session';
import { PagedRecords } from '../components/records/PagedRecords';
import { RecordsFrame } from '../components/records/RecordsFrame';
import { SignInPrompt } from '../components/SignInPrompt';
import { CoinFilter } from './records/CoinFilter';
import { FundingCard } from './records/FundingCard';
import { useFundingRecords } from './records/useFundingRecords';
import '../components/records/records.css';
import './records/funding.css';
import './assets.css';

/**
 * /property/coinRecord — every funding movement of the user (deposits, withdrawals, transfers, conversions, demo funds,
 * cycle and futures money), newest first, paged, filtered by coin and kept current by `balances` pushes. Spot trades
 * are the pair's records (/allRecord/{coin}, from the trade page).
 */
export default function CoinRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <FundingRecords /> : <SignInPrompt text={t('assets.funding.signIn')} target="/property/coinRecord" />;
}

function FundingRecords() {
  const { t } = useTranslation();
  const [market] = useMarketList();
  const [coin, setCoin] = useState<string | null>(null);
  const balances = useObservableState(getBalances$(), []);
  const coins = useMemo(() => [...new Set(balances.map((b) => b.asset))].sort(byUsdtFirst), [balances]);
  const list = useFundingRecords(coin);
  return (
    <section className="records">
      <RecordsFrame
        tabs={<h2 className="records__title">{t('assets.funding.title')}</h2>}
        refreshing={list.state.pending === 'reload' && list.state.loaded}
        onRefresh={list.reload}
      >
        <CoinFilter coins={coins} value={coin} onChange={setCoin} />
        <PagedRecords list={list} emptyText={t('assets.funding.empty')}>
          {(records) => (
            <ul className="record-list">
              {records.map((record) => (
                <FundingCard key={record.id} record={record} coinId={coinIdOf(market.data ?? [], record.asset)} />
              ))}
            </ul>
          )}
        </PagedRecords>
      </RecordsFrame>
    </section>
  );
}

const byUsdtFirst = (a: string, b: string): number => (a === 'USDT' ? -1 : b === 'USDT' ? 1 : a.localeCompare(b));
