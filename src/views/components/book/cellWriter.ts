/** Writes `value` into `el` unless it already shows it; `apply` does the DOM write. */
export type CellWriter = <E extends Element>(el: E | null | undefined, value: string, apply: (el: E, value: string) => void) => void;

/**
 * A ladder's frames are written straight into the rows React rendered. The writer remembers the
 * value each cell shows, so a frame touches only the cells whose level changed: no render, no
 * element added or removed. Cells React replaces are unknown to it and written in full. One writer
 * per language and format: its memory is of raw values, not of the text they were formatted to.
 */
export function createCellWriter(): CellWriter {
  const shown = new WeakMap<Element, string>();
  return (el, value, apply) => {
    if (!el || shown.get(el) === value) return;
    apply(el, value);
    shown.set(el, value);
  };
}
