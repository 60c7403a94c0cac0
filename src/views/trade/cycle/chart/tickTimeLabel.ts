import { timeLabel } from '../../../components/charts/timeLabels';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time-axis labels of the index chart: its five minutes of ticks are split every few seconds, so within a minute the
 * labels carry the seconds (HH:mm:ss), which the candle charts' labels leave out; wider splits read as theirs.
 */
export function tickTimeLabel(seconds: number, increment: number): string {
  if (increment >= 60) return timeLabel(seconds, increment);
  const d = new Date(seconds * 1000);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
