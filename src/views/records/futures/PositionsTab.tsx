import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerpetualInfo } from '@contract/futures';
import { RemoteContent } from '../../components/RemoteContent';
import { LivePnl, PositionCard } from '../../components/records/futures';
import { RecordsFrame } from '../../components/records/RecordsFrame';
import { usePositions } from '../../../state/futures';

/**
 * The open position of the perpetual (one-way mode: at most one): live from the `positions` channel, whose snapshot
 * after a reconnect replaces it, contract/position/list until the socket delivers; P/L, yield, mark price and position
 * value valued on the mark every animation frame.
 */
export function PositionsTab({ perp, tabs }: { perp: PerpetualInfo; tabs: ReactNode }) {
  const { t } = useTranslation();
  const [positions, reload] = usePositions();
  return (
    <RecordsFrame tabs={tabs} refreshing={positions.loading && positions.data !== undefined} onRefresh={reload}>
      <RemoteContent
        remote={positions}
        onRetry={reload}
        isEmpty={(list) => !list.some((position) => position.symbol === perp.symbol)}
        emptyText={t('trade.futuresRecords.empty.positions')}
      >
        {(list) => (
          <ul className="record-list">
            {list
              .filter((position) => position.symbol === perp.symbol)
              .map((position) => (
                <PositionCard
                  key={position.id}
                  position={position}
                  perp={perp}
                  pnl={<LivePnl position={position} contractSize={perp.contractSize} pricePrecision={perp.pricePrecision} />}
                />
              ))}
          </ul>
        )}
      </RemoteContent>
    </RecordsFrame>
  );
}
