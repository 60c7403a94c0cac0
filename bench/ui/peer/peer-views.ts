/**
 * The peer's three views as plain DOM: elements built once, each frame writing only the text (and
 * bar widths) that changed, which is how a careful hand-written page draws a live feed.
 */
import type { Level, Ticker, Trade } from '@contract/market';

export interface View {
  draw(): void;
}
export interface PeerFormat {
  price: number;
  qty: number;
}

const LADDER_DEPTH = 20;
const TRADES_SHOWN = 30;
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A decimal string with exactly `decimals` decimals and grouped thousands, without a float. */
export function fixed(value: string, decimals: number): string {
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  const sign = value.startsWith('-') ? '-' : '';
  const digits = decimals ? '.' + frac.padEnd(decimals, '0').slice(0, decimals) : '';
  return sign + grouping.format(BigInt(int)) + digits;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Element) => {
  const node = document.createElement(tag);
  node.className = className;
  parent.appendChild(node);
  return node;
};
const setText = (node: Element, text: string) => {
  if (node.textContent !== text) node.textContent = text;
};

export function createHeader(root: Element, format: PeerFormat, ticker: () => Ticker | null): View {
  const header = el('header', 'coin-header', root);
  const cell = (name: string) => el('div', `coin-header__${name}`, header);
  const [last, change, high, low, volume, turnover] = [
    cell('last'),
    cell('change'),
    cell('high'),
    cell('low'),
    cell('volume'),
    cell('turnover'),
  ];
  return {
    draw() {
      const t = ticker();
      if (!t) return;
      setText(last, fixed(t.last, format.price));
      setText(change, `${t.change24h}%`);
      setText(high, fixed(t.high24h, format.price));
      setText(low, fixed(t.low24h, format.price));
      setText(volume, t.vol24h);
      setText(turnover, t.quoteVol24h);
    },
  };
}

interface LadderRowEls {
  price: Element;
  qty: Element;
  bar: HTMLElement;
}

function ladderSide(parent: Element, side: 'asks' | 'bids'): LadderRowEls[] {
  const list = el('ol', `ladder__side ladder__side--${side}`, parent);
  return Array.from({ length: LADDER_DEPTH }, () => {
    const row = el('li', `ladder-row ladder-row--${side === 'asks' ? 'ask' : 'bid'}`, list);
    return {
      bar: el('span', 'ladder-row__bar', row),
      price: el('span', 'ladder-row__price', row),
      qty: el('span', 'ladder-row__qty', row),
    };
  });
}

export function createLadder(
  root: Element,
  format: PeerFormat,
  book: () => { bids: Level[]; asks: Level[] } | null,
  ticker: () => Ticker | null,
): View {
  const ladder = el('div', 'ladder', root);
  const asks = ladderSide(ladder, 'asks');
  const last = el('div', 'ladder__last', ladder);
  const bids = ladderSide(ladder, 'bids');
  const fill = (rows: LadderRowEls[], levels: Level[], total: number, cum: number[]) =>
    rows.forEach((row, i) => {
      const level = levels[i];
      setText(row.price, level ? fixed(level[0], format.price) : '');
      setText(row.qty, level ? fixed(level[1], format.qty) : '');
      const width = level ? `${Math.round(((cum[i] ?? 0) / total) * 100)}%` : '0%';
      if (row.bar.style.width !== width) row.bar.style.width = width;
    });
  return {
    draw() {
      const t = ticker();
      if (t) setText(last, fixed(t.last, format.price));
      const b = book();
      if (!b) return;
      const topAsks = b.asks.slice(0, LADDER_DEPTH);
      const topBids = b.bids.slice(0, LADDER_DEPTH);
      const askCum = cumulative(topAsks);
      const bidCum = cumulative(topBids);
      const total = Math.max(askCum.at(-1) ?? 0, bidCum.at(-1) ?? 0) || 1;
      // Asks are shown highest first, so the best ask sits just above the last price.
      fill(asks, topAsks.slice().reverse(), total, askCum.slice().reverse());
      fill(bids, topBids, total, bidCum);
    },
  };
}

function cumulative(levels: Level[]): number[] {
  let sum = 0;
  return levels.map((level) => (sum += Number(level[1])));
}

export function createTrades(root: Element, format: PeerFormat, trades: () => Trade[]): View {
  const list = el('ol', 'trades__list', root);
  let newest = -1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    draw() {
      const fresh = trades().filter((t) => t.id > newest);
      if (!fresh.length) return;
      newest = fresh[0]!.id;
      for (const trade of fresh.slice(0, TRADES_SHOWN).reverse()) {
        const row = document.createElement('li');
        row.className = 'trade-row';
        const d = new Date(trade.ts);
        el('span', 'trade-row__time', row).textContent = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
        el('span', `trade-row__price trend-${trade.side === 'buy' ? 'up' : 'down'}`, row).textContent = fixed(trade.price, format.price);
        el('span', 'trade-row__qty', row).textContent = fixed(trade.qty, format.qty);
        list.insertBefore(row, list.firstChild);
      }
      while (list.children.length > TRADES_SHOWN) list.lastElementChild!.remove();
    },
  };
}
