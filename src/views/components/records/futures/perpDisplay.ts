import type { PerpetualInfo } from '@contract/futures';

/** What a futures record card needs to know about its perpetual (contract/symbol or contract/market/list). */
export type PerpDisplay = Pick<PerpetualInfo, 'symbol' | 'name' | 'pricePrecision'>;
