import type { ReactNode } from 'react';
import { PullToRefresh } from '../components/PullToRefresh';
import { RefreshButton } from '../components/RefreshButton';
import { RemoteContent } from '../components/RemoteContent';
import type { RemoteData } from '../../state/remote';

/** A market tab's toolbar (tabs and refresh), column headers, pull-to-refresh and loading/error/empty states. */
export function MarketFrame<T>({
  tabs,
  header,
  remote,
  reload,
  isEmpty,
  emptyText,
  children,
}: {
  tabs: ReactNode;
  header: ReactNode;
  remote: RemoteData<T>;
  reload: () => void;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <div className="sticky-toolbar market__toolbar">
        {tabs}
        <RefreshButton refreshing={remote.loading} onRefresh={reload} />
      </div>
      {header}
      <PullToRefresh refreshing={remote.loading && remote.data !== undefined} onRefresh={reload}>
        <RemoteContent remote={remote} onRetry={reload} isEmpty={isEmpty} emptyText={emptyText}>
          {children}
        </RemoteContent>
      </PullToRefresh>
    </>
  );
}
