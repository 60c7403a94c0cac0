import { formatAmount, formatPrice } from '../../../format';
import { depthBarsPath } from './DepthBars';
import type { LadderRow } from '../../components/book/ladderRows';

export interface LadderFormat {
  pricePrecision: number;
  coinId: number;
}

/** Fills one side's rows (React renders them empty) and its depth bars with a frame's levels. */
export type SideWriter = (list: HTMLOListElement, bars: SVGPathElement | null, rows: readonly LadderRow[]) => void;

/**
 * The ladder's frames are written straight into the rows React rendered, as the chart's are into
 * uPlot: each `li` holds a `.ladder-row__price` and a `.ladder-row__qty` cell. The writer remembers
 * the level each cell shows, so a frame touches only the text of cells whose level changed and the
 * bars only when they moved: no render, no element added or removed, and a row's new text is laid
 * out on its own (each row is a fixed-size containment box, see book.css). Cells React replaces
 * are unknown to it and written in full. One writer per language and format: its memory is text.
 */
export function createSideWriter(format: LadderFormat): SideWriter {
  const shown = new WeakMap<Element, string>();
  const write = (el: Element | undefined, raw: string, text: (raw: string) => string) => {
    if (!el || shown.get(el) === raw) return;
    el.textContent = text(raw);
    shown.set(el, raw);
  };
  const price = (raw: string) => formatPrice(raw, format.pricePrecision);
  const qty = (raw: string) => formatAmount(raw, format.coinId);
  return (list, bars, rows) => {
    const items = list.children;
    const count = Math.min(rows.length, items.length);
    for (let i = 0; i < count; i++) {
      const row = rows[i] as LadderRow;
      const cells = (items[i] as Element).children;
      write(cells[0], row.price, price);
      write(cells[1], row.qty, qty);
    }
    const path = depthBarsPath(rows.slice(0, count).map((r) => r.share));
    if (bars && shown.get(bars) !== path) {
      bars.setAttribute('d', path);
      shown.set(bars, path);
    }
  };
}
