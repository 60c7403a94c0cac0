import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Position } from '@contract/futures';
import { stopPlLink, usePerpetualInfo } from '../../../../state/futures';
import { LivePnl, PositionCard } from '../../../components/records/futures';
import { ClosePositionSheet } from './ClosePositionSheet';
import { useQuickClose } from './usePositionCommands';

/** A position under the form: the spec's fields, P/L and yield live on the mark, close, quick close and TP/SL. */
export function TradePositionCard({ position }: { position: Position }) {
  const { t } = useTranslation();
  const [info] = usePerpetualInfo(position.symbol);
  const [closing, setClosing] = useState(false);
  const quick = useQuickClose();
  if (info.status !== 'ready') return null;
  const nothingToClose = position.closableQty === '0';
  const actions = (
    <div className="position-actions">
      <button type="button" className="button button--secondary" disabled={nothingToClose} onClick={() => setClosing(true)}>
        {t('trade.futures.positions.close')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={nothingToClose || quick.busy}
        onClick={() => quick.submit(position)}
      >
        {t('trade.futures.positions.quickClose')}
      </button>
      <Link className="button button--secondary" to={stopPlLink(position.id)}>
        {t('trade.futures.positions.tpsl')}
      </Link>
    </div>
  );
  return (
    <>
      <PositionCard
        position={position}
        perp={info.info}
        pnl={<LivePnl position={position} contractSize={info.info.contractSize} pricePrecision={info.info.pricePrecision} />}
        actions={actions}
      />
      {closing && <ClosePositionSheet position={position} pricePrecision={info.info.pricePrecision} onClose={() => setClosing(false)} />}
    </>
  );
}
