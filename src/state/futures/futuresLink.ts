/** The Futures tab of /trade for one perpetual: the symbol decides the tab (`/trade?symbol=BTCUSDT-PERP`). */
export function futuresTradeLink(perp: string): string {
  return `/trade?${new URLSearchParams({ symbol: perp }).toString()}`;
}

export const PERP_SUFFIX = '-PERP';

export const isPerpetual = (symbol: string): boolean => symbol.endsWith(PERP_SUFFIX);

/** The perpetual of a spot pair and back: BTCUSDT ↔ BTCUSDT-PERP. */
export const perpetualOf = (pair: string): string => (isPerpetual(pair) ? pair : `${pair}${PERP_SUFFIX}`);
export const underlyingOf = (perp: string): string => (isPerpetual(perp) ? perp.slice(0, -PERP_SUFFIX.length) : perp);

/** /stopPl for one position. */
export const stopPlLink = (positionId: string): string => `/stopPl?${new URLSearchParams({ positionId }).toString()}`;

/** /contractRecord for one perpetual, opened on one of its record tabs (positions when none is given). */
export function contractRecordLink(perp: string, tab?: string): string {
  const path = `/contractRecord/${encodeURIComponent(perp)}`;
  return tab === undefined ? path : `${path}?${new URLSearchParams({ tab }).toString()}`;
}

/** The `kind` of /tradDetail/{id} that opens a futures order; a spot order's link carries none. */
export const FUTURES_ORDER_KIND = 'futures';

/** /tradDetail for one futures order. */
export const futuresOrderDetailLink = (orderId: string): string =>
  `/tradDetail/${orderId}?${new URLSearchParams({ kind: FUTURES_ORDER_KIND }).toString()}`;
