/**
 * One namespace per screen group: locales/<lang>/<ns>.json holds {"<ns>": {...}}. A view group that
 * adds a namespace lists it here AND in en-us.ts (the bundled English, which types the keys);
 * tests/i18n/locales.test.ts fails when any language lacks a file for a listed namespace.
 */
export const NAMESPACES = ['common', 'server', 'layout', 'home', 'market', 'coin', 'trade', 'assets', 'auth'] as const;
export type Namespace = (typeof NAMESPACES)[number];
