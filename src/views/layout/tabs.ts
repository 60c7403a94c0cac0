/** The bottom tabs of the main layout with their route indexes (spec section 2, "Layout"). */
export interface TabDef {
  path: string;
  index: number;
  /** translation key of the tab label; routes without one take part in the order but get no tab */
  labelKey?: 'layout.tabs.home' | 'layout.tabs.market' | 'layout.tabs.trade' | 'layout.tabs.options' | 'layout.tabs.assets';
  icon?: 'home' | 'market' | 'trade' | 'options' | 'assets';
}

export const TABS: readonly TabDef[] = [
  { path: '/home', index: 0, labelKey: 'layout.tabs.home', icon: 'home' },
  { path: '/market', index: 1, labelKey: 'layout.tabs.market', icon: 'market' },
  { path: '/trade', index: 2, labelKey: 'layout.tabs.trade', icon: 'trade' },
  { path: '/cycle', index: 3, labelKey: 'layout.tabs.options', icon: 'options' },
  { path: '/property', index: 4, labelKey: 'layout.tabs.assets', icon: 'assets' },
  { path: '/property/coinRecord', index: 5 },
];

/** Pages outside the tab set (search, coin detail, forms) sit "deeper" than every tab. */
export const DEEP_ROUTE_INDEX = TABS.length;

export function routeIndexOf(pathname: string): number {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TABS.find((tab) => tab.path === trimmed)?.index ?? DEEP_ROUTE_INDEX;
}

export function isTabPath(pathname: string): boolean {
  return routeIndexOf(pathname) < DEEP_ROUTE_INDEX;
}
