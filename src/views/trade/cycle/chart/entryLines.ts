import type uPlot from 'uplot';

/** The y range of the ticks widened to show every entry price, padded so no line sits on the border. */
export function rangeWithEntries(min: number, max: number, entries: readonly number[]): uPlot.Range.MinMax {
  const low = Math.min(min, ...entries);
  const high = Math.max(max, ...entries);
  const pad = (high - low) * 0.08 || Math.abs(high) * 0.001 || 1;
  return [low - pad, high + pad];
}

/** Dashed lines across the plot at the entry prices of the user's open orders, so the live index reads against them. */
export function drawEntryLines(u: uPlot, entries: readonly number[], colour: string): void {
  if (entries.length === 0) return;
  const ctx = u.ctx;
  const ratio = u.ctx.canvas.width / Math.max(1, u.width);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, Math.round(ratio));
  ctx.setLineDash([4 * ratio, 4 * ratio]);
  for (const price of entries) {
    const y = Math.round(u.valToPos(price, 'y', true));
    ctx.beginPath();
    ctx.moveTo(u.bbox.left, y);
    ctx.lineTo(u.bbox.left + u.bbox.width, y);
    ctx.stroke();
  }
  ctx.restore();
}
