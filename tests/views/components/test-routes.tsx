import type { AppRoute } from '../../../src/views/layout/appRoute';

const page = (text: string) => () => <p>{text}</p>;

/** A small route table for shell tests: stand-in pages, one of them behind the auth guard. */
export const TEST_ROUTES: readonly AppRoute[] = [
  { path: '/home', titleKey: 'home.title', page: page('home page') },
  { path: '/market', titleKey: 'market.title', page: page('market page') },
  { path: '/coinSearch', titleKey: 'market.search.title', page: page('search page') },
  { path: '/mine/identity', titleKey: 'market.detailTitle', page: page('identity page'), requiresAuth: true },
  { path: '/login', titleKey: 'home.title', page: page('login page') },
];
