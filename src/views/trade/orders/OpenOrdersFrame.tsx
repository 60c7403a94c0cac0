import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteData } from '../../../state/remote';
import { RemoteContent } from '../../components/RemoteContent';

interface Props<T> {
  /** the heading's id, unique on the screen */
  titleId: string;
  orders: RemoteData<readonly T[]>;
  reload: () => void;
  /** one card per order */
  children: (order: T) => ReactNode;
}

/** Open orders under a trade form: a heading with their count, loading/error/empty states, then one card each. */
export function OpenOrdersFrame<T>({ titleId, orders, reload, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <section className="trade-orders" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('trade.open.title')}
        {orders.data && orders.data.length > 0 && <span className="trade-orders__count">{orders.data.length}</span>}
      </h2>
      <RemoteContent remote={orders} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.open.empty')}>
        {(list) => <ul className="record-list">{list.map(children)}</ul>}
      </RemoteContent>
    </section>
  );
}
