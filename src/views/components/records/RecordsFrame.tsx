import type { ReactNode } from 'react';
import { PullToRefresh } from '../PullToRefresh';
import { RefreshButton } from '../RefreshButton';

interface Props {
  /** the tab switcher (or a title), shown beside the refresh button */
  tabs: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}

/** A record tab's toolbar and refresh controls: a button (mouse, keyboard, screen readers) and pull-to-refresh (touch). */
export function RecordsFrame({ tabs, refreshing, onRefresh, children }: Props) {
  return (
    <>
      <div className="sticky-toolbar records__toolbar">
        {tabs}
        <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
      </div>
      <PullToRefresh refreshing={refreshing} onRefresh={onRefresh}>
        {children}
      </PullToRefresh>
    </>
  );
}
