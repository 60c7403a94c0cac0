import { formatAmount, formatPrice } from '../../../format';
import { createCellWriter } from '../../components/book/cellWriter';
import type { LadderRow } from '../../components/book/ladderRows';
import { depthBarsPath } from './DepthBars';

export interface LadderFormat {
  pricePrecision: number;
  coinId: number;
}

/** Fills one side's rows (React renders them empty) and its depth bars with a frame's levels. */
export type SideWriter = (list: HTMLOListElement, bars: SVGPathElement | null, rows: readonly LadderRow[]) => void;

/**
 * Each `li` of a side holds a `.ladder-row__price` and a `.ladder-row__qty` cell; only the cells
 * whose level changed are written, and the bars only when they moved. A row's new text is laid
 * out on its own (each row is a fixed-size containment box, see book.css).
 */
export function createSideWriter(format: LadderFormat): SideWriter {
  const write = createCellWriter();
  const price = (el: Element, raw: string) => (el.textContent = formatPrice(raw, format.pricePrecision));
  const qty = (el: Element, raw: string) => (el.textContent = formatAmount(raw, format.coinId));
  const path = (el: Element, d: string) => el.setAttribute('d', d);
  return (list, bars, rows) => {
    const items = list.children;
    const count = Math.min(rows.length, items.length);
    for (let i = 0; i < count; i++) {
      const row = rows[i] as LadderRow;
      const cells = (items[i] as Element).children;
      write(cells[0], row.price, price);
      write(cells[1], row.qty, qty);
    }
    write(bars, depthBarsPath(rows.slice(0, count).map((r) => r.share)), path);
  };
}
