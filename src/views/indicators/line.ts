/**
 * An indicator output aligned with its input: one value per bar, `null` where the indicator is not
 * yet defined (warm-up). uPlot draws `null` as a gap, whereas NaN would corrupt its auto-ranging.
 */
export type Line = (number | null)[];

/** Input of an indicator: plain or typed arrays; `null` entries (a warm-up of an upstream line) are allowed. */
export type Values = ArrayLike<number | null>;
