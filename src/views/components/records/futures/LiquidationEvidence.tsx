import { useTranslation } from 'react-i18next';
import type { LiquidationEvidence as Evidence } from '@contract/futures';
import { formatAmount, formatPrice } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { formatTime } from '../../../../format/time';
import { USDT_COIN_ID } from '../../../../state/market';
import { RecordCells } from '../RecordCells';
import type { PerpDisplay } from './perpDisplay';

/**
 * Why a position was liquidated, so the user can check it against the published mark ticks: the mark tick that
 * triggered it (price, time, tick number), the liquidation price and maintenance margin at that tick, and every fill.
 */
export function LiquidationEvidence({ evidence: e, perp }: { evidence: Evidence; perp: PerpDisplay }) {
  const { t } = useTranslation();
  const price = (value: string) => formatPrice(value, perp.pricePrecision);
  const cells: [label: string, value: string][] = [
    [t('trade.futuresRecords.fields.markPrice'), price(e.mark)],
    [t('trade.futuresRecords.evidence.markTime'), formatTime(e.markTs)],
    [t('trade.futuresRecords.evidence.markSeq'), String(e.markSeq)],
    [t('trade.futuresRecords.fields.liquidationPrice'), price(e.liquidationPrice)],
    [t('trade.futuresRecords.evidence.maintenanceMargin'), formatAmount(e.maintenanceMargin, USDT_COIN_ID)],
    [t('trade.futuresRecords.evidence.insuranceFund'), formatSignedAmount(e.insuranceFund, USDT_COIN_ID)],
  ];
  return (
    <section className="record-card__evidence" aria-label={t('trade.futuresRecords.evidence.title')}>
      <h3>{t('trade.futuresRecords.evidence.title')}</h3>
      <RecordCells cells={cells} />
      <p>{t('trade.futuresRecords.evidence.fills')}</p>
      <ul>
        {e.fills.map(([fillPrice, lots], i) => (
          <li key={i}>{t('trade.futuresRecords.evidence.fill', { price: price(fillPrice), lots })}</li>
        ))}
      </ul>
    </section>
  );
}
