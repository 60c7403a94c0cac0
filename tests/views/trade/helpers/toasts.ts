import type { Subscription } from 'rxjs';
import { toast$, type Toast } from '../../../../src/api/notify';

/** Records the toasts shown while a test runs; stop() ends the recording. */
export function recordToasts(): { list: Toast[]; stop: () => void } {
  const list: Toast[] = [];
  const subscription: Subscription = toast$.subscribe((toast) => list.push(toast));
  return { list, stop: () => subscription.unsubscribe() };
}
