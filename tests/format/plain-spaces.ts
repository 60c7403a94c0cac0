/** Intl separators differ between ICU versions only in which space fr and de use; compare without them. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
