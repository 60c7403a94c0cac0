// Shared with the server, which formats a page's first price in the reader's language.
export { LANGS, DEFAULT_LANG, BCP47, isLang, type Lang } from '@contract/langs';
