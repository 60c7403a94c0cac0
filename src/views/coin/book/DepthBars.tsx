import type { Ref } from 'react';

/** Gap left above and below each bar, in row units (1 px of a 22 px row). */
const GAP = 0.045;

/**
 * The bars of one side as one SVG path, in row units: x from 0 to 100 (percent of the width, bars
 * grow from the right edge), one unit of y per row, in the order the rows are shown.
 */
export function depthBarsPath(shares: readonly number[]): string {
  let d = '';
  shares.forEach((share, row) => {
    if (share > 0) d += `M${100 - share} ${row + GAP}H100V${row + 1 - GAP}H${100 - share}Z`;
  });
  return d;
}

/**
 * The cumulative depth bars of one side, drawn behind its `rows` rows as a single path stretched
 * over them. A change near the best price moves every bar below it; as one path that is one
 * attribute and one repaint. The path is written by the ladder's writer through `pathRef`.
 */
export function DepthBars({ side, rows, pathRef }: { side: 'ask' | 'bid'; rows: number; pathRef: Ref<SVGPathElement> }) {
  return (
    <svg className={`ladder__bars ladder__bars--${side}`} viewBox={`0 0 100 ${rows}`} preserveAspectRatio="none" aria-hidden="true">
      <path ref={pathRef} />
    </svg>
  );
}
