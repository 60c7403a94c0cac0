import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleOrder, IndexTick } from '@contract/cycle';
import { formatAmount, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { USDT_COIN_ID } from '../../../../state/market';
import { CycleCardHead } from '../orders/CycleCardHead';
import { formatTickTime } from '../tickText';

interface Props {
  order: CycleOrder;
  /** the symbol's display name ("BTC/USDT") and price decimals, from cycle/rules */
  name: string;
  pricePrecision: number;
  onEvidence: (id: string) => void;
}

/**
 * One settled order of the records: result, direction, symbol and period, then stake, fee, profit and the entry and exit
 * ticks (price and time, to the millisecond). Tapping the card (or its Evidence button, for the keyboard) opens the evidence.
 */
function CycleRecordCardView({ order, name, pricePrecision, onEvidence }: Props) {
  const { t } = useTranslation();
  const outcome = order.outcome ?? 'tie';
  const usdt = (value: string) => `${formatAmount(value, USDT_COIN_ID)} USDT`;
  const tick = (label: string, at: IndexTick | null) => (
    <div>
      <dt>{label}</dt>
      <dd>
        {at ? formatPrice(at.price, pricePrecision) : NOT_A_NUMBER}
        {at && <small className="cycle-order__time">{formatTickTime(at.ts)}</small>}
      </dd>
    </div>
  );
  return (
    <li className="record-card cycle-order" data-order-id={order.id} data-outcome={outcome} onClick={() => onEvidence(order.id)}>
      <div className="cycle-order__top">
        <span className={`cycle-outcome cycle-outcome--${outcome}`}>{t(`trade.cycle.outcome.${outcome}`)}</span>
        <CycleCardHead order={order} name={name} />
      </div>
      <dl className="record-card__cells">
        <div>
          <dt>{t('trade.cycle.stake.label')}</dt>
          <dd>{usdt(order.stake)}</dd>
        </div>
        <div>
          <dt>{t('trade.cycle.records.fee')}</dt>
          <dd>{usdt(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('trade.cycle.orders.profit')}</dt>
          <dd className={`cycle-profit cycle-outcome--${outcome}`}>{formatSignedAmount(order.profit ?? '0', USDT_COIN_ID)} USDT</dd>
        </div>
        <div>
          <dt>{t('trade.cycle.records.payout')}</dt>
          <dd>{usdt(order.payout ?? '0')}</dd>
        </div>
        {tick(t('trade.cycle.orders.entry'), order.entry)}
        {tick(t('trade.cycle.orders.exit'), order.exit)}
      </dl>
      <button type="button" className="button button--secondary cycle-order__evidence">
        {t('trade.cycle.orders.evidence')}
      </button>
    </li>
  );
}

/** Props only: a settled order never changes, so a card re-renders only for a new order or name. */
export const CycleRecordCard = memo(CycleRecordCardView);
