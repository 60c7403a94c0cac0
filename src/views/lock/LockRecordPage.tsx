import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LockOrder } from '@contract/lock';
import { useLockOrders } from '../../state/lock';
import { useSignedIn } from '../../state/session';
import '../components/records/records.css';
import { RemoteContent } from '../components/RemoteContent';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { SignInPrompt } from '../components/SignInPrompt';
import { LockOrderCard } from './LockOrderCard';
import { RedeemSheet } from './RedeemSheet';
import './lock.css';

type Tab = 'active' | 'finished';
const inTab = (tab: Tab) => (order: LockOrder) => (order.status === 'active') === (tab === 'active');

/** /lockRecord — the user's lock orders, active and finished, live over `lockOrders`; an active one can be redeemed early. */
export default function LockRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <LockRecords /> : <SignInPrompt text={t('lock.records.signIn')} target="/lockRecord" />;
}

function LockRecords() {
  const { t } = useTranslation();
  const [orders, reload] = useLockOrders();
  const [tab, setTab] = useState<Tab>('active');
  const [redeeming, setRedeeming] = useState<LockOrder | null>(null);
  const segments = [
    { value: 'active' as const, label: t('lock.records.active') },
    { value: 'finished' as const, label: t('lock.records.finished') },
  ];
  return (
    <div className="lock">
      <SegmentedTabs segments={segments} value={tab} onChange={setTab} label={t('lock.records.tabsLabel')} fit />
      <RemoteContent
        remote={orders}
        onRetry={reload}
        isEmpty={(list) => !list.some(inTab(tab))}
        emptyText={tab === 'active' ? t('lock.records.emptyActive') : t('lock.records.emptyFinished')}
      >
        {(list) => (
          <div role="tabpanel" aria-label={segments.find((s) => s.value === tab)?.label}>
            <ul className="record-list">
              {list.filter(inTab(tab)).map((order) => (
                <LockOrderCard key={order.id} order={order} onRedeem={setRedeeming} />
              ))}
            </ul>
          </div>
        )}
      </RemoteContent>
      <Link className="lock__records button button--secondary" to="/lockMining">
        {t('lock.records.subscribe')}
      </Link>
      {redeeming !== null && <RedeemSheet key={redeeming.id} order={redeeming} onClose={() => setRedeeming(null)} />}
    </div>
  );
}
