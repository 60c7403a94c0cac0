const DAY = 86_400;
const MONTHISH = 28 * DAY;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Numeric time-axis labels in the viewer's time zone, readable in every language without
 * translation. `increment` is the spacing uPlot chose between ticks (seconds): HH:mm within a day
 * (MM/DD at midnight), MM/DD for daily ticks, YYYY/MM for monthly ticks.
 */
export function timeLabel(seconds: number, increment: number): string {
  const d = new Date(seconds * 1000);
  if (increment >= MONTHISH) return `${d.getFullYear()}/${pad(d.getMonth() + 1)}`;
  const midnight = d.getHours() === 0 && d.getMinutes() === 0;
  if (increment >= DAY || midnight) return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Full time of one bar for the crosshair read-out: YYYY/MM/DD HH:mm. */
export function barTimeLabel(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
