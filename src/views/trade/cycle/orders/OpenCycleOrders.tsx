import { useMemo } from 'react';
import { share } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { CycleOrder, CycleRules } from '@contract/cycle';
import type { RemoteData } from '../../../../state/remote';
import { RemoteContent } from '../../../components/RemoteContent';
import { CycleRecordCard } from '../records/CycleRecordCard';
import { countdownClock$ } from './frameClock';
import { OpenCycleCard } from './OpenCycleCard';

/** The user's open orders, live, and those settled since (their result until the next snapshot); a tap opens the evidence. */
interface Props {
  rules: CycleRules;
  /** useCycleOrders() of the page, which the chart's entry lines read too */
  orders: RemoteData<readonly CycleOrder[]>;
  reload: () => void;
  onEvidence: (id: string) => void;
}

export function OpenCycleOrders({ rules, orders, reload, onEvidence }: Props) {
  const { t } = useTranslation();
  // one clock for every ring of the list
  const clock$ = useMemo(() => countdownClock$().pipe(share()), []);
  const symbolOf = (symbol: string) => rules.symbols.find((s) => s.symbol === symbol);
  return (
    <RemoteContent remote={orders} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.cycle.orders.empty')}>
      {(list) => (
        <ul className="record-list cycle-orders">
          {list.map((order) => {
            const symbol = symbolOf(order.symbol);
            const display = { name: symbol?.name ?? order.symbol, pricePrecision: symbol?.pricePrecision ?? 2 };
            return order.status === 'open' ? (
              <OpenCycleCard key={order.id} order={order} {...display} clock$={clock$} onEvidence={onEvidence} />
            ) : (
              <CycleRecordCard key={order.id} order={order} {...display} onEvidence={onEvidence} />
            );
          })}
        </ul>
      )}
    </RemoteContent>
  );
}
