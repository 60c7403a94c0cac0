import auth from '../../locales/en_us/auth.json';
import common from '../../locales/en_us/common.json';
import home from '../../locales/en_us/home.json';
import layout from '../../locales/en_us/layout.json';

/**
 * The English bundled with the entry: what the shell (common, layout) and the first routes a
 * visitor lands on (/home, and the sign-in routes /login, /register, /retrieve) render. Every
 * other namespace is in en-us-rest.ts, one lazy chunk, so a new screen's texts do not grow the
 * entry (issue 12's /home budget, tests/build/bundle.test.ts). Measured in November 2026: these
 * four files are 5 KB of the 32 KB of English the app shows.
 */
export const EN_US_FIRST = {
  common: common.common,
  layout: layout.layout,
  home: home.home,
  auth: auth.auth,
};
