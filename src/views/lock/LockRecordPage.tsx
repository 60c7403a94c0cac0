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
import { LockFinishedTab } from './LockFinishedTab';
import { RedeemSheet } from './RedeemSheet';
import { RevokeSheet } from './RevokeSheet';
import './lock.css';

type Tab = 'active' | 'finished';
type Sheet = { kind: 'redeem' | 'revoke'; order: LockOrder };
const isActive = (order: LockOrder) => order.status === 'active';

/**
 * /lockRecord — the user's lock orders: the active ones live over `lockOrders` (revoked before interest starts, then
 * redeemed early), the finished ones paged from lock/order/list.
 */
export default function LockRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <LockRecords /> : <SignInPrompt text={t('lock.records.signIn')} target="/lockRecord" />;
}

function LockRecords() {
  const { t } = useTranslation();
  const [orders, reload] = useLockOrders();
  const [tab, setTab] = useState<Tab>('active');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const labels = { active: t('lock.records.active'), finished: t('lock.records.finished') };
  const segments = [
    { value: 'active' as const, label: labels.active },
    { value: 'finished' as const, label: labels.finished },
  ];
  return (
    <div className="lock">
      <SegmentedTabs segments={segments} value={tab} onChange={setTab} label={t('lock.records.tabsLabel')} fit />
      {tab === 'active' ? (
        <RemoteContent remote={orders} onRetry={reload} isEmpty={(list) => !list.some(isActive)} emptyText={t('lock.records.emptyActive')}>
          {(list) => (
            <div role="tabpanel" aria-label={labels.active}>
              <ul className="record-list">
                {list.filter(isActive).map((order) => (
                  <LockOrderCard
                    key={order.id}
                    order={order}
                    onRedeem={(o) => setSheet({ kind: 'redeem', order: o })}
                    onRevoke={(o) => setSheet({ kind: 'revoke', order: o })}
                  />
                ))}
              </ul>
            </div>
          )}
        </RemoteContent>
      ) : (
        <LockFinishedTab finishedKey={finishedKeyOf(orders.data)} label={labels.finished} />
      )}
      <Link className="lock__records button button--secondary" to="/lockMining">
        {t('lock.records.subscribe')}
      </Link>
      {sheet?.kind === 'redeem' && <RedeemSheet key={sheet.order.id} order={sheet.order} onClose={() => setSheet(null)} />}
      {sheet?.kind === 'revoke' && <RevokeSheet key={sheet.order.id} order={sheet.order} onClose={() => setSheet(null)} />}
    </div>
  );
}

/** The live channel's finished orders as one key: it changes when one finishes (or changes), telling the paged tab to refresh. */
const finishedKeyOf = (live: readonly LockOrder[] | undefined): string =>
  (live ?? [])
    .filter((o) => !isActive(o))
    .map((o) => `${o.id}:${o.version}`)
    .join();
