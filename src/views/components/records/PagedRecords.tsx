import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../StateViews';
import type { PagedList } from '../../../state/paged';

/** Loading, error and empty states of a paged list, then its rows and the "load more" control. */
export function PagedRecords<T>({
  list,
  emptyText,
  children,
}: {
  list: PagedList<T>;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = list;
  if (!state.loaded) return state.failed ? <ErrorState onRetry={list.reload} /> : <LoadingState />;
  if (state.items.length === 0) return <EmptyState text={emptyText} />;
  const loadingMore = state.pending === 'more';
  return (
    <>
      {children(state.items)}
      <div className="records__more">
        {list.hasMore ? (
          <button type="button" className="button button--secondary" disabled={loadingMore} onClick={list.more}>
            {loadingMore ? t('trade.records.loadingMore') : t('trade.records.loadMore')}
          </button>
        ) : (
          <span>{t('trade.records.end')}</span>
        )}
      </div>
    </>
  );
}
