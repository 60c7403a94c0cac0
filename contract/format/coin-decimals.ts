/** Minimum decimals of an amount by coin id (spec section 9); any other id shows 2. */
const TABLE: Record<number, readonly number[]> = {
  2: [0, 1, 2, 11, 14, 1001, 1003, 1004, 1005, 2001, 2002],
  3: [3, 4, 6, 7, 8, 12, 15, 16, 1002],
  4: [13, 100],
  5: [9, 10001],
  8: [10],
};

export const DEFAULT_MIN_DECIMALS = 2;

const BY_COIN = new Map<number, number>(
  Object.entries(TABLE).flatMap(([decimals, ids]) => ids.map((id) => [id, Number(decimals)] as const)),
);

export function minDecimalsOf(coinId: number | undefined): number {
  return (coinId === undefined ? undefined : BY_COIN.get(coinId)) ?? DEFAULT_MIN_DECIMALS;
}
