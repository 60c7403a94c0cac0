/**
 * The vanilla peer page, bundled by esbuild (minified, like the app) when the bench starts and served
 * by the bench's feed proxy beside the app, so both pages load from the same origin and read the
 * same /ws feed through the same transport.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

export const PEER_PATH = '/bench-peer';

/** The peer page showing one view of the book's symbol, with its precisions (peer-page.ts reads them). */
export const peerAddress = (
  baseUrl: string,
  view: string,
  book: { symbol: string; pricePrecision: number; qtyPrecision: number },
): string => `${baseUrl}${PEER_PATH}/?show=${view}&symbol=${book.symbol}&pp=${book.pricePrecision}&qp=${book.qtyPrecision}`;
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Rows as the app lays them out (book.css): 22 px rows, price and quantity in a grid. */
const STYLE = `
body { margin: 0; font: 12px system-ui, sans-serif; background: #fff; color: #111; }
.coin-header { padding: 12px 16px; display: grid; grid-template-columns: 1fr 1fr; gap: 4px 8px; }
.coin-header__last { font-size: 24px; font-weight: 700; grid-column: 1 / -1; }
.ladder__side, .trades__list { list-style: none; margin: 0; padding: 0; }
.ladder-row, .trade-row { position: relative; display: grid; gap: 8px; padding: 0 16px; height: 22px; line-height: 22px; }
.ladder-row { grid-template-columns: 1fr 1fr; }
.trade-row { grid-template-columns: 1fr 1fr 1fr; }
.ladder-row__qty, .trade-row__qty { text-align: right; }
.ladder-row__bar { position: absolute; right: 0; top: 1px; bottom: 1px; opacity: 0.1; }
.ladder-row--ask .ladder-row__bar { background: #d9304f; }
.ladder-row--bid .ladder-row__bar { background: #1c9f6e; }
.ladder-row--ask .ladder-row__price, .trend-down { color: #c42347; }
.ladder-row--bid .ladder-row__price, .trend-up { color: #137a53; }
.ladder__last { padding: 8px 16px; font-size: 18px; font-weight: 700; }
`;

export interface PeerAssets {
  html: string;
  js: string;
}

export async function buildPeer(): Promise<PeerAssets> {
  const result = await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, 'peer-page.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    alias: { '@contract': path.join(ROOT, 'contract') },
  });
  const js = result.outputFiles[0]!.text;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>vanilla peer</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><div id="peer"></div><script type="module" src="${PEER_PATH}/peer.js"></script></body></html>`;
  return { html, js };
}

/** The peer's two files by request path, for the feed proxy. */
export function peerRoutes(assets: PeerAssets): Record<string, { type: string; body: string }> {
  return {
    [`${PEER_PATH}/`]: { type: 'text/html; charset=utf-8', body: assets.html },
    [`${PEER_PATH}/peer.js`]: { type: 'text/javascript; charset=utf-8', body: assets.js },
  };
}
