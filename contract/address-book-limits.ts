/* Plain published values, apart from the schemas so the client imports them without the validation library (tests/api/bundle.test.ts). */
/** Saved addresses one user may keep. */
export const ADDRESS_BOOK_LIMIT = 50;
/** Longest remark, in characters. */
export const ADDRESS_REMARK_MAX = 40;
