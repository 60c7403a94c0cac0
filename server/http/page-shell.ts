/**
 * A page's static shell (dist/shells/, from public/shells/): its markup put in #root and the few
 * styles it needs (dist/shells/shell.css) inline in <head>, so the page's layout and largest image
 * paint before the stylesheet or any script has arrived. The inline style is allowed by its hash,
 * which the page's answer adds to its content security policy (security-headers.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ShellPage {
  html: string;
  /** 'sha256-…' of the inline style, when the page has one */
  styleHash?: string;
}

interface Shell {
  markup: string;
  /** stylesheets under dist/ inlined in this order: every shell's, then the page's own */
  styles: readonly string[];
}

const SHELL_STYLES = 'shells/shell.css';
/** Routes whose page has a static shell, its file under dist/ and its styles. */
const SHELLS: Readonly<Record<string, Shell>> = {
  '/home': { markup: 'shells/home.html', styles: [SHELL_STYLES] },
  // the coin's header with its last price (coin-shell.ts)
  '/coinDetail/:coinType': { markup: 'shells/detail.html', styles: [SHELL_STYLES, 'shells/coin.css'] },
};
const EMPTY_ROOT = '<div id="root"></div>';

const readIfPresent = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** `index` with the shell of `route` (a route-table path) and its styles, or as it is for a route without one. */
export function withShell(index: string, distDir: string, route: string): ShellPage {
  const files = SHELLS[route];
  const shell = files ? readIfPresent(path.join(distDir, files.markup)) : null;
  const sheets = (files?.styles ?? []).map((file) => readIfPresent(path.join(distDir, file)));
  if (shell === null || sheets.some((sheet) => sheet === null)) return { html: index };
  const styles = sheets.join('');
  const markup = shell.replace(/<!--[\s\S]*?-->\s*/g, '').trim();
  const html = index
    .replace('</head>', () => `  <style>${styles}</style>\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  return { html, styleHash: `sha256-${createHash('sha256').update(styles).digest('base64')}` };
}
