/**
 * One namespace per screen group: locales/<lang>/<ns>.json holds {"<ns>": {...}}. A view group that
 * adds a namespace lists it here AND in en-us-rest.ts (English's lazy part; en-us-first.ts only for
 * what the shell and the first routes show), or the key types in en-us.ts do not compile;
 * tests/i18n/locales.test.ts fails when any language lacks a file for a listed namespace.
 */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'market',
  'coin',
  'trade',
  'assets',
  'auth',
  'lock',
  'mine',
  'help',
  'pages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The server's own messages (locales/<lang>/server.json): they reach the app already translated, so it never loads them. */
export const SERVER_NAMESPACE = 'server';
