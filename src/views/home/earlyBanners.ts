import type { Observable } from 'rxjs';
import { fetchBanners$, type Banner } from '../../api';
import { earlyAnswer } from '../components/earlyAnswer';

const early = earlyAnswer<Banner[]>();
const BANNERS = 'banners';

/**
 * Asks for the banners now, when the app starts on /home (src/views/app/earlyRequests.ts), beside the
 * page's chunk instead of after it has loaded and rendered: the carousel then replaces the static
 * shell's banner at once rather than after a round trip behind a placeholder.
 */
export function requestBannersEarly(): void {
  early.start(BANNERS, fetchBanners$());
}

/** The early answer the first time it is there to take, else a fresh request (a later visit, a retry). */
export function banners$(): Observable<Banner[]> {
  return early.take(BANNERS) ?? fetchBanners$();
}
