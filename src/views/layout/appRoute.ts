import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

/** A key of the bundled English translations: a mistyped title does not compile. */
export type TitleKey = ParseKeys;

/** One screen of the route table (routes.tsx). */
export interface AppRoute {
  /** react-router path, e.g. '/market' or '/coinDetail/:coinType' */
  path: string;
  /** translation key of the navigation-bar title */
  titleKey: TitleKey;
  /** the page, made with lazyPage(() => import('…')) so each screen is its own chunk */
  page: ComponentType;
  /** without a stored token, navigating here goes to /login?redirect=<this page> first */
  requiresAuth?: boolean;
}
