import { requestBannersEarly } from '../home/earlyBanners';

/**
 * Requests a page makes on its first render, started by main.tsx when the app starts on that page
 * (by route-table path), so they run beside the page's chunk rather than after it.
 */
export const EARLY_REQUESTS: Readonly<Record<string, () => void>> = { '/home': requestBannersEarly };
