import { memo, type Ref } from 'react';
import { DepthBars } from './DepthBars';

interface Props {
  side: 'ask' | 'bid';
  /** how many rows to lay out; their text is written by the ladder's writer (ladderWriter.ts) */
  rows: number;
  label: string;
  listRef: Ref<HTMLOListElement>;
  barsRef: Ref<SVGPathElement>;
}

/**
 * One side of the ladder as empty rows behind its depth bars. It renders only when its number of
 * rows changes (or the language does); the levels in them change every frame without a render.
 */
export const LadderSide = memo(function LadderSide({ side, rows, label, listRef, barsRef }: Props) {
  return (
    <div className="ladder__book">
      {rows > 0 && <DepthBars side={side} rows={rows} pathRef={barsRef} />}
      <ol className={`ladder__side ladder__side--${side}s`} aria-label={label} ref={listRef}>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className={`ladder-row ladder-row--${side}`}>
            <span className="ladder-row__price" />
            <span className="ladder-row__qty" />
          </li>
        ))}
      </ol>
    </div>
  );
});
