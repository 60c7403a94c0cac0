import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './StateViews';
import type { RemoteData } from '../../state/remote';

/**
 * Loading, error and empty states around remote data. Data already received stays on screen
 * while a reload runs or after it fails (the api layer toasts the failure).
 */
export function RemoteContent<T>({
  remote,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  remote: RemoteData<T>;
  onRetry: () => void;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (remote.data === undefined) return remote.loading ? <LoadingState /> : <ErrorState onRetry={onRetry} />;
  if (isEmpty(remote.data)) return <EmptyState text={emptyText} />;
  return <>{children(remote.data)}</>;
}
