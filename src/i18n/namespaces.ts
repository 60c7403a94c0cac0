/**
 * One namespace per screen group: locales/<lang>/<ns>.json holds {"<ns>": {...}}. A view group that
 * adds a namespace lists it here AND in en-us.ts (the bundled English, which types the keys);
 * tests/i18n/locales.test.ts fails when any language lacks a file for a listed namespace.
 */
export const NAMESPACES = ['common', 'layout', 'home', 'market', 'coin', 'trade', 'assets', 'auth'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The server's own messages (locales/<lang>/server.json): they reach the app already translated, so it never loads them. */
export const SERVER_NAMESPACE = 'server';
