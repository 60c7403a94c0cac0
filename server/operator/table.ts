/** Readable fixed-width tables for the operator's terminal. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** A time as the operator reads it: UTC, to the second. */
export const formatTime = (ms: number | string | null): string =>
  ms === null ? '–' : new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
