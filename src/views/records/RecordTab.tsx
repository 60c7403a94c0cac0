import type { ReactNode } from 'react';
import { EmptyState } from '../components/StateViews';
import { PagedRecords } from '../components/records/PagedRecords';
import { RecordsFrame } from '../components/records/RecordsFrame';
import type { PagedList } from '../../state/paged';

interface Props<T> {
  tabs: ReactNode;
  /** the REST pages: loading, error, empty, load more */
  list: PagedList<T>;
  /** the complete live list once the private socket delivers it; it then replaces the pages */
  live?: readonly T[];
  emptyText: string;
  /** one card per record */
  children: (record: T) => ReactNode;
}

/** One tab of a records page: the tab row with refresh (button and pull), then the records as cards. */
export function RecordTab<T>({ tabs, list, live, emptyText, children }: Props<T>) {
  const cards = (records: readonly T[]) => <ul className="record-list">{records.map(children)}</ul>;
  return (
    <RecordsFrame tabs={tabs} refreshing={list.state.pending === 'reload' && list.state.loaded} onRefresh={list.reload}>
      {live === undefined ? (
        <PagedRecords list={list} emptyText={emptyText}>
          {cards}
        </PagedRecords>
      ) : live.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        cards(live)
      )}
    </RecordsFrame>
  );
}
