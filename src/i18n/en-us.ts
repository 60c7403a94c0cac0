import coin from '../../locales/en_us/coin.json';
import common from '../../locales/en_us/common.json';
import home from '../../locales/en_us/home.json';
import layout from '../../locales/en_us/layout.json';
import market from '../../locales/en_us/market.json';
import trade from '../../locales/en_us/trade.json';
import assets from '../../locales/en_us/assets.json';
import auth from '../../locales/en_us/auth.json';
import type { Namespace } from './namespaces';

/**
 * English is bundled: it is the default language and the fallback for a missing key, and its type
 * is the type of every translation key (see i18next.d.ts). `satisfies` makes a namespace listed in
 * NAMESPACES but not bundled here (or the reverse) a compile error.
 */
export const EN_US = {
  common: common.common,
  layout: layout.layout,
  home: home.home,
  market: market.market,
  coin: coin.coin,
  trade: trade.trade,
  assets: assets.assets,
  auth: auth.auth,
} satisfies Record<Namespace, object>;

export type Resources = typeof EN_US;
