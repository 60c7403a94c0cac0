import { matchPath } from 'react-router-dom';
import { requestSymbolInfoEarly } from '../coin/earlySymbolInfo';
import { requestBannersEarly } from '../home/earlyBanners';

const COIN_DETAIL = '/coinDetail/:coinType';

/** The coin the address names (as the page reads it: react-router's decoded parameter). */
function requestCoinEarly(): void {
  const coin = matchPath(COIN_DETAIL, window.location.pathname)?.params.coinType;
  if (coin) requestSymbolInfoEarly(coin);
}

/**
 * Requests a page makes on its first render, started by main.tsx when the app starts on that page
 * (by route-table path), so they run beside the page's chunk rather than after it.
 */
export const EARLY_REQUESTS: Readonly<Record<string, () => void>> = { '/home': requestBannersEarly, [COIN_DETAIL]: requestCoinEarly };
