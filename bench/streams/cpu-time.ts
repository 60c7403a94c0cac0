/**
 * The time a pass is measured in: the process's CPU time (user + system), not the wall clock. The
 * bench is single-threaded, so that is the contenders' own work (and their garbage collection);
 * on a shared machine the wall clock also counts the time the process waited for a core, which
 * falls on the contenders' passes unevenly and moved the ratios from one run to the next.
 */
export const cpuNow = (): NodeJS.CpuUsage => process.cpuUsage();

/** ms of CPU time since `start` */
export function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
