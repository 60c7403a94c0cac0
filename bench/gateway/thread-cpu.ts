import fs from 'node:fs';

/** /proc reports CPU times in clock ticks of USER_HZ, which Linux fixes at 100 a second. */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) the main thread has used, from /proc (Linux); null elsewhere. Unlike
 * the event loop's busy time, it does not count time the thread waited for a core, so it stays the
 * same when other processes load the machine; the system part is the sockets' writes.
 */
export function mainThreadCpuMs(): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // after "pid (name) ": state is field 3, utime field 14 and stime field 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}
