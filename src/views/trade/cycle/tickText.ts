import { formatTime } from '../../../format/time';

/** A tick's time to the millisecond: entry and exit ticks can be under a second apart from the ticks before them. */
export function formatTickTime(ms: number): string {
  return `${formatTime(ms)}.${String(ms % 1000).padStart(3, '0')}`;
}
