import type { ReactNode } from 'react';
import type { IdentityStatus } from '@contract/identity';
import { RemoteContent } from '../../components/RemoteContent';
import { useIdentityStatus } from '../../../state/identity';
import './identity.css';

/** Every identity screen starts from the live status: loading, error with retry, then the screen. */
export function IdentityStatusLoader({ children }: { children: (status: IdentityStatus) => ReactNode }) {
  const [status, reload] = useIdentityStatus();
  return (
    <div className="identity">
      <RemoteContent remote={status} onRetry={reload} isEmpty={() => false} emptyText="">
        {children}
      </RemoteContent>
    </div>
  );
}
