import type { Ticker } from '@contract/market';
import { formatPercent, formatPrice, formatVolume } from '../../../format';
import { createCellWriter } from '../../components/book/cellWriter';
import { trendOf } from '../../../state/market';
import { createLastPriceWriter, writeTrend } from '../live/lastPriceWriter';

/** The header's cells that change with the ticker, found once per header element. */
interface HeaderCells {
  root: Element;
  last: Element | null;
  change: Element | null;
  stats: Record<'high' | 'low' | 'volume' | 'turnover', Element | null>;
}

function cellsOf(root: Element): HeaderCells {
  const field = (name: string) => root.querySelector(`[data-field="${name}"]`);
  return {
    root,
    last: root.querySelector('.coin-header__last'),
    change: root.querySelector('.coin-header__change'),
    stats: { high: field('high'), low: field('low'), volume: field('volume'), turnover: field('turnover') },
  };
}

/**
 * Draws each ticker frame into the header React rendered (CoinHeader): only the cells whose value
 * changed are written, the last price flashes when it moves (from `opening`, the ticker React drew,
 * on the first frame), and no React render happens per ticker.
 * One writer per language and precision: it remembers raw values, not the text they became.
 */
export function createHeaderWriter(root: () => Element | null, pricePrecision: number, opening: Ticker): (ticker: Ticker) => void {
  const write = createCellWriter();
  const last = createLastPriceWriter(write, pricePrecision, opening.last);
  const price = (el: Element, value: string) => (el.textContent = formatPrice(value, pricePrecision));
  const volume = (el: Element, value: string) => (el.textContent = formatVolume(value));
  const change = (el: Element, value: string) => {
    el.textContent = formatPercent(value);
    writeTrend(el, trendOf(value));
  };
  let cells: HeaderCells | null = null;
  return (ticker) => {
    const header = root();
    if (!header) return;
    if (cells?.root !== header) cells = cellsOf(header);
    last(cells.last, ticker);
    write(cells.change, ticker.change24h, change);
    write(cells.stats.high, ticker.high24h, price);
    write(cells.stats.low, ticker.low24h, price);
    write(cells.stats.volume, ticker.vol24h, volume);
    write(cells.stats.turnover, ticker.quoteVol24h, volume);
  };
}
