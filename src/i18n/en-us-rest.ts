import assets from '../../locales/en_us/assets.json';
import coin from '../../locales/en_us/coin.json';
import help from '../../locales/en_us/help.json';
import lock from '../../locales/en_us/lock.json';
import market from '../../locales/en_us/market.json';
import mine from '../../locales/en_us/mine.json';
import pages from '../../locales/en_us/pages.json';
import trade from '../../locales/en_us/trade.json';

/**
 * The English not bundled with the entry (see en-us-first.ts): imported lazily, as one chunk, at
 * app start in parallel with the first page's chunk, and awaited before the first render (index.ts).
 */
export const EN_US_REST = {
  market: market.market,
  coin: coin.coin,
  trade: trade.trade,
  assets: assets.assets,
  lock: lock.lock,
  mine: mine.mine,
  help: help.help,
  pages: pages.pages,
};
