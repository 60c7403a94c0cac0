import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Subscription, type Observable } from 'rxjs';
import { cancelOrder$ } from '../../api/spot';
import { showToast } from '../../api/notify';

/**
 * Revokes orders (spot/order/cancel, or the `cancel` call given, e.g. contract/order/cancel): one request per
 * order at a time, a success toast, then `onRevoked` (lists fed by REST reload; the live list drops the order by
 * itself). Failures are toasted by the api layer. `cancel` is read once.
 */
export function useRevoke(
  onRevoked: () => void,
  cancel: (orderId: string) => Observable<unknown> = cancelOrder$,
): { revoke: (orderId: string) => void; revoking: ReadonlySet<string> } {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<ReadonlySet<string>>(new Set());
  const subscriptions = useRef<Subscription | null>(null);
  const done = useRef(onRevoked);
  const cancelOf = useRef(cancel);
  useEffect(() => {
    done.current = onRevoked;
  });
  useEffect(() => {
    const all = new Subscription();
    subscriptions.current = all;
    return () => all.unsubscribe();
  }, []);

  const revoke = useCallback(
    (orderId: string) => {
      const settle = () => setRevoking((ids) => new Set([...ids].filter((id) => id !== orderId)));
      setRevoking((ids) => new Set(ids).add(orderId));
      subscriptions.current?.add(
        cancelOf.current(orderId).subscribe({
          next: () => {
            showToast(t('trade.order.revoked'), 'success');
            done.current();
          },
          error: settle,
          complete: settle,
        }),
      );
    },
    [t],
  );
  return { revoke, revoking };
}
