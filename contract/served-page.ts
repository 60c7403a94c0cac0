/**
 * What the server writes into a page it serves for the app to take over (server/http/coin-shell.ts):
 * the id of the `<script type="application/json">` holding the coin page's SymbolInfo, the one
 * market/symbol answers with, so the page's first render shows the price the shell painted.
 */
export const SERVED_SYMBOL_INFO_ID = 'served-symbol-info';
