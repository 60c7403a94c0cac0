/** hh:mm:ss until `target` (ms), 00:00:00 once it has passed: the funding countdown. */
export function countdownText(target: number, now: number): string {
  const seconds = Math.max(0, Math.floor((target - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
