/** Shown for a value that is not a number (missing field, garbage from a feed). */
export const NOT_A_NUMBER = '--';
