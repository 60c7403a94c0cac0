import { useImperativeHandle, useRef, type Ref } from 'react';
import type { ReadoutLine } from '../../components/charts/kline/readout';

export interface LegendHandle {
  show(lines: readonly ReadoutLine[]): void;
}

/** Enough slots for the largest pane: a histogram plus two lines, or three overlay lines. */
const SLOTS = 3;

/**
 * The values of the indicator lines at the read-out bar ("MA7 64,120.50"), each in its line's
 * colour. Written through `ref` by the chart, like the OHLC read-out.
 */
export function LineLegend({ ref, format }: { ref: Ref<LegendHandle>; format: (v: number) => string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => {
    const slots = Array.from(rootRef.current?.children ?? []) as HTMLElement[];
    return {
      show(lines) {
        slots.forEach((slot, i) => {
          const line = lines[i];
          const text = line ? `${line.key} ${line.value == null ? '--' : format(line.value)}` : '';
          if (slot.textContent !== text) slot.textContent = text;
          if (line) slot.style.color = line.color;
        });
      },
    };
  }, [format]);
  return (
    <div className="line-legend" ref={rootRef}>
      {Array.from({ length: SLOTS }, (_, i) => (
        <span key={i} className="line-legend__item" />
      ))}
    </div>
  );
}
