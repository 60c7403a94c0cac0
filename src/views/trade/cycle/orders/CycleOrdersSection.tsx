import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleOrder, CycleRules } from '@contract/cycle';
import type { RemoteData } from '../../../../state/remote';
import { useSignedIn } from '../../../../state/session';
import { SegmentedTabs } from '../../../components/SegmentedTabs';
import { SignInPrompt } from '../../../components/SignInPrompt';
import { EvidenceSheet } from '../evidence/EvidenceSheet';
import { CycleRecords } from '../records/CycleRecords';
import { OpenCycleOrders } from './OpenCycleOrders';

type OrdersTab = 'open' | 'history';

/** Open orders (live, with their countdown) beside the settled history; any order opens its evidence. */
interface Props {
  rules: CycleRules;
  /** this page on this symbol: where a login comes back to */
  here: string;
  orders: RemoteData<readonly CycleOrder[]>;
  reload: () => void;
}

export function CycleOrdersSection({ rules, here, orders, reload }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<OrdersTab>('open');
  const [evidenceOf, setEvidenceOf] = useState<string | null>(null);
  if (!signedIn) return <SignInPrompt text={t('trade.cycle.orders.signIn')} target={here} />;
  return (
    <section className="trade-orders cycle-orders-section" aria-label={t('trade.cycle.orders.label')}>
      <SegmentedTabs
        label={t('trade.cycle.orders.label')}
        value={tab}
        onChange={setTab}
        segments={[
          { value: 'open', label: t('trade.open.title') },
          { value: 'history', label: t('trade.cycle.orders.history') },
        ]}
      />
      {tab === 'open' ? <OpenCycleOrders rules={rules} orders={orders} reload={reload} onEvidence={setEvidenceOf} /> : <CycleRecords />}
      {evidenceOf !== null && <EvidenceSheet key={evidenceOf} orderId={evidenceOf} onClose={() => setEvidenceOf(null)} />}
    </section>
  );
}
