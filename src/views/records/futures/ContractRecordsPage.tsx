import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PerpetualInfo } from '@contract/futures';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useSignedIn } from '../../../state/session';
import { getFuturesOrders$, getPositions$ } from '../../../streams';
import { FundingTab } from './FundingTab';
import { FuturesOpenOrdersTab } from './FuturesOpenOrdersTab';
import { FuturesOrderHistoryTab } from './FuturesOrderHistoryTab';
import { FUTURES_RECORD_TABS, perpSymbolOf } from './futuresRecordTabs';
import { PositionHistoryTab } from './PositionHistoryTab';
import { PositionsTab } from './PositionsTab';
import { useRecordTabs } from '../useRecordTabs';
import { futuresChanges$ } from '../../../state/futures';
import { WithPerpetualInfo } from '../../components/records/futures';
import '../../components/records/records.css';

/** /contractRecord/:coinType?tab=positions|positionHistory|open|history|funding — the perpetual's positions, orders and funding payments. */
export default function ContractRecordsPage() {
  const { t } = useTranslation();
  const { coinType = '' } = useParams();
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInPrompt text={t('trade.futuresRecords.signIn')} target={`/contractRecord/${encodeURIComponent(coinType)}`} />;
  return <WithPerpetualInfo symbol={perpSymbolOf(coinType)}>{(perp) => <RecordTabs key={perp.symbol} perp={perp} />}</WithPerpetualInfo>;
}

function RecordTabs({ perp }: { perp: PerpetualInfo }) {
  const { t } = useTranslation();
  const [tab, tabs] = useRecordTabs(FUTURES_RECORD_TABS, t('trade.futuresRecords.tabs.label'), (value) =>
    t(`trade.futuresRecords.tabs.${value}`),
  );
  const changed$ = useMemo(() => futuresChanges$(getFuturesOrders$(), getPositions$(), perp.symbol), [perp.symbol]);
  return (
    <section className="records records--futures">
      <h2 className="records__pair">{perp.name}</h2>
      {tab === 'positions' && <PositionsTab perp={perp} tabs={tabs} />}
      {tab === 'positionHistory' && <PositionHistoryTab perp={perp} changed$={changed$} tabs={tabs} />}
      {tab === 'open' && <FuturesOpenOrdersTab perp={perp} tabs={tabs} />}
      {tab === 'history' && <FuturesOrderHistoryTab perp={perp} changed$={changed$} tabs={tabs} />}
      {tab === 'funding' && <FundingTab perp={perp} changed$={changed$} tabs={tabs} />}
    </section>
  );
}
