import type { Trade } from '@contract/market';
import { formatAmount, formatPrice } from '../../../format';

/** Rows shown: a phone screen's worth; the feed keeps up to 100. */
export const TRADES_SHOWN = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss in the viewer's time zone: numeric, so it needs no translation. */
export function tradeTime(ts: number): string {
  const d = new Date(ts);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export interface TradeFormat {
  pricePrecision: number;
  coinId: number;
}

function cell(row: HTMLElement, className: string, text: string): void {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  row.appendChild(span);
}

/**
 * Writes each frame of trades (newest first) into the list as one row per trade, keyed by trade id.
 * A trade never changes, so its row is built once, when it arrives, and kept: a frame inserts the
 * new trades' rows at the top and removes those that fell off the bottom, and touches no other row.
 * One writer per language and format; rows another writer made are replaced.
 */
export function createTradeRowsWriter(format: TradeFormat): (list: Element, trades: readonly Trade[]) => void {
  const rows = new Map<number, HTMLElement>();
  const idOf = new WeakMap<Element, number>();
  const build = (trade: Trade) => {
    const row = document.createElement('li');
    row.className = 'trade-row';
    cell(row, 'trade-row__time', tradeTime(trade.ts));
    cell(row, `trade-row__price trend-${trade.side === 'buy' ? 'up' : 'down'}`, formatPrice(trade.price, format.pricePrecision));
    cell(row, 'trade-row__qty', formatAmount(trade.qty, format.coinId));
    rows.set(trade.id, row);
    idOf.set(row, trade.id);
    return row;
  };
  return (list, trades) => {
    let at = list.firstElementChild;
    for (let i = 0; i < Math.min(TRADES_SHOWN, trades.length); i++) {
      const trade = trades[i] as Trade;
      const row = rows.get(trade.id) ?? build(trade);
      if (row === at) at = at.nextElementSibling;
      else list.insertBefore(row, at);
    }
    while (at) {
      const next = at.nextElementSibling;
      const id = idOf.get(at);
      if (id !== undefined) rows.delete(id);
      at.remove();
      at = next;
    }
  };
}
