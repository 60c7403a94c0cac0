import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { ClosedPosition } from '@contract/futures';
import { fetchPositionHistory$ } from '../../../api/contract';
import { ClosedPositionCard, type PerpDisplay } from '../../components/records/futures';
import { usePagedList } from '../../../state/paged';
import { RecordTab } from '../RecordTab';

/** Closed positions of the perpetual, newest first, paged; a liquidated one shows its evidence. */
export function PositionHistoryTab({ perp, changed$, tabs }: { perp: PerpDisplay; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchPositionHistory$({ symbol: perp.symbol, page, size }),
    (position: ClosedPosition) => position.id,
    changed$,
  );
  return (
    <RecordTab tabs={tabs} list={list} emptyText={t('trade.futuresRecords.empty.positionHistory')}>
      {(position) => <ClosedPositionCard key={position.id} position={position} perp={perp} />}
    </RecordTab>
  );
}
