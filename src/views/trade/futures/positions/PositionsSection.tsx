import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@contract/futures';
import type { RemoteData } from '../../../../state/remote';
import { BottomSheet } from '../../../components/BottomSheet';
import { RemoteContent } from '../../../components/RemoteContent';
import { TradePositionCard } from './TradePositionCard';
import { useCloseAll } from './usePositionCommands';

interface Props {
  positions: RemoteData<readonly Position[]>;
  reload: () => void;
}

/** Every open position of the user (live from the positions channel), with close all behind a confirmation. */
export function PositionsSection({ positions, reload }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const closeAll = useCloseAll(() => setConfirming(false));
  const count = positions.data?.length ?? 0;
  return (
    <section className="trade-orders" aria-labelledby="futures-positions-title">
      <div className="trade-orders__head">
        <h2 id="futures-positions-title" className="section-title">
          {t('trade.futures.positions.title')}
          {count > 0 && <span className="trade-orders__count">{count}</span>}
        </h2>
        {count > 0 && (
          <button type="button" className="button button--secondary trade-orders__all" onClick={() => setConfirming(true)}>
            {t('trade.futures.positions.closeAll')}
          </button>
        )}
      </div>
      <RemoteContent
        remote={positions}
        onRetry={reload}
        isEmpty={(list) => list.length === 0}
        emptyText={t('trade.futuresRecords.empty.positions')}
      >
        {(list) => (
          <ul className="record-list">
            {list.map((position) => (
              <TradePositionCard key={position.id} position={position} />
            ))}
          </ul>
        )}
      </RemoteContent>
      {confirming && (
        <BottomSheet title={t('trade.futures.positions.closeAll')} closeLabel={t('trade.pair.close')} onClose={() => setConfirming(false)}>
          <p className="close-sheet__closable">{t('trade.futures.positions.closeAllConfirm')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={closeAll.busy}
            aria-busy={closeAll.busy}
            onClick={() => closeAll.submit('all')}
          >
            {t('trade.futures.close.confirm')}
          </button>
        </BottomSheet>
      )}
    </section>
  );
}
