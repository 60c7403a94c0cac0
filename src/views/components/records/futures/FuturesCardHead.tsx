import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode, PositionSide } from '@contract/futures';
import type { PerpDisplay } from './perpDisplay';

/** Long/short badge, the perpetual's name, margin mode and leverage, and a status on the right. */
export function FuturesCardHead({
  side,
  sideLabel,
  perp,
  marginMode,
  leverage,
  status,
}: {
  side: PositionSide;
  /** defaults to "Long" / "Short"; an order says "Open long", "Close short" … */
  sideLabel?: string;
  perp: PerpDisplay;
  marginMode: MarginMode;
  leverage: number;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="record-card__head">
      <span className={`side-badge side-badge--${side === 'long' ? 'buy' : 'sell'}`}>
        {sideLabel ?? t(`trade.futuresRecords.side.${side}`)}
      </span>
      <strong>{perp.name}</strong>
      <span className="record-card__type">
        {t(`trade.futuresRecords.marginMode.${marginMode}`)} {t('trade.futuresRecords.leverage', { leverage })}
      </span>
      {status}
    </div>
  );
}
