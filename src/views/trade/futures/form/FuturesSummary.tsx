import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { isPositive } from '../../../../decimal';
import type { OrderCost } from '../../../../state/futures';
import { USDT_COIN_ID } from '../../../../state/market';

export interface FuturesSummaryValues {
  /** contract available; null while unknown or signed out */
  available: string | null;
  /** the most lots the available margin pays for; null signed out */
  maxLots: number | null;
  cost: OrderCost | null;
  /** estimate while typing; "0" when the position could not be liquidated */
  liquidationPrice: string | null;
  pricePrecision: number;
}

/** Available margin, the most lots it buys, the order's cost (margin) and fee, and the estimated liquidation price. */
export function FuturesSummary({ available, maxLots, cost, liquidationPrice, pricePrecision }: FuturesSummaryValues) {
  const { t } = useTranslation();
  const usdt = (value: string | undefined) => (value === undefined ? NOT_A_NUMBER : `${formatAmount(value, USDT_COIN_ID)} USDT`);
  const estimated = (text: string) => (text === NOT_A_NUMBER ? text : t('trade.form.estimated', { value: text }));
  const rows: [key: string, label: string, value: string][] = [
    ['available', t('trade.form.available'), available === null ? NOT_A_NUMBER : usdt(available)],
    ['max', t('trade.futures.form.maxLots'), maxLots === null ? NOT_A_NUMBER : String(maxLots)],
    ['cost', t('trade.futures.form.cost'), usdt(cost?.margin)],
    ['fee', t('trade.futures.form.fee'), estimated(usdt(cost?.fee))],
    [
      'liquidation',
      t('trade.futuresRecords.fields.liquidationPrice'),
      liquidationPrice !== null && isPositive(liquidationPrice) ? estimated(formatPrice(liquidationPrice, pricePrecision)) : NOT_A_NUMBER,
    ],
  ];
  return (
    <dl className="order-summary">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`futures-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
