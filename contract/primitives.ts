import { Type, type Static } from '@sinclair/typebox';

/** A non-negative decimal string: no sign, no exponent, at most 18 decimals. Money is never a float. */
export const Decimal = Type.String({ pattern: '^(0|[1-9]\\d{0,17})(\\.\\d{1,18})?$', maxLength: 40 });
export type Decimal = Static<typeof Decimal>;

export const Symbol = Type.String({ pattern: '^[A-Z0-9]{2,12}USDT$', maxLength: 16 });
export const Asset = Type.String({ pattern: '^[A-Z0-9]{2,12}$', maxLength: 12 });
/** Client-chosen id that makes a write idempotent (the server de-duplicates on it). */
export const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
export const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

export const KLINE_INTERVALS = ['30s', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];
export const KlineIntervalSchema = Type.Union(KLINE_INTERVALS.map((i) => Type.Literal(i)));

/** Every REST answer: `{code, msg, data}`; code 0 is success, 401 means the session is gone. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}
