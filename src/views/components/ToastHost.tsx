import { useObservable, useObservableState } from 'observable-hooks';
import { toast$ } from '../../api/notify';
import { toToastList } from './toastQueue';

const NO_TOASTS: readonly never[] = [];

/** Shows what the api layer announces (errors, successes); mounted once by the layout. */
export function ToastHost() {
  const toasts = useObservableState(
    useObservable(() => toToastList(toast$)),
    NO_TOASTS,
  );
  return (
    <div className="toast-host" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
