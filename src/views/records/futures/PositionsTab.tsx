import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPositions$ } from '../../../api/contract';
import { RemoteContent } from '../../components/RemoteContent';
import { PositionCard, type PerpDisplay } from '../../components/records/futures';
import { RecordsFrame } from '../../components/records/RecordsFrame';
import { useRemoteData } from '../../../state/remote';

/** The open position of the perpetual (one-way mode: at most one), valued at the latest mark tick when loaded. */
export function PositionsTab({ perp, tabs }: { perp: PerpDisplay; tabs: ReactNode }) {
  const { t } = useTranslation();
  const [positions, reload] = useRemoteData(() => fetchPositions$(perp.symbol));
  return (
    <RecordsFrame tabs={tabs} refreshing={positions.loading && positions.data !== undefined} onRefresh={reload}>
      <RemoteContent
        remote={positions}
        onRetry={reload}
        isEmpty={(list) => list.length === 0}
        emptyText={t('trade.futuresRecords.empty.positions')}
      >
        {(list) => (
          <ul className="record-list">
            {list.map((position) => (
              <PositionCard key={position.id} position={position} perp={perp} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </RecordsFrame>
  );
}
