import { formatAmount, formatPrice } from '../../../format';
import { createCellWriter } from '../../components/book/cellWriter';
import type { LadderRow } from '../../components/book/ladderRows';

export interface LevelFormat {
  pricePrecision: number;
  coinId: number;
  /** how a level's quantity is shown; by default an amount of the coin (a perpetual's book shows whole lots) */
  formatQty?: (raw: string) => string;
  /** the button's accessible name for a shown price */
  pickLabel: (shownPrice: string) => string;
}

/** Fills one side's level buttons (React renders them empty) with a frame's levels. */
export type LevelWriter = (list: HTMLOListElement, rows: readonly LadderRow[]) => void;

/**
 * Each `li` holds a `.trade-level` button with a depth bar, a price and an amount cell; only the
 * cells whose level changed are written. One writer per language and format.
 */
export function createLevelWriter(format: LevelFormat): LevelWriter {
  const write = createCellWriter();
  const price = (el: Element, raw: string) => {
    const shown = formatPrice(raw, format.pricePrecision);
    el.textContent = shown;
    el.parentElement?.setAttribute('aria-label', format.pickLabel(shown));
  };
  const qty = (el: Element, raw: string) => (el.textContent = format.formatQty ? format.formatQty(raw) : formatAmount(raw, format.coinId));
  const bar = (el: HTMLElement, share: string) => (el.style.transform = `scaleX(${Number(share) / 100})`);
  return (list, rows) => {
    const items = list.children;
    for (let i = 0; i < Math.min(rows.length, items.length); i++) {
      const row = rows[i] as LadderRow;
      const cells = (items[i] as Element).firstElementChild?.children;
      write(cells?.[0] as HTMLElement | undefined, String(row.share), bar);
      write(cells?.[1], row.price, price);
      write(cells?.[2], row.qty, qty);
    }
  };
}
