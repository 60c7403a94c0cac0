// Test-only, loaded into a server child process with `--import` (see restart-server.ts): the process's clock runs
// CYCLE_CLOCK_SHIFT_MS ahead of the wall clock, so a restart test can let cycle expiries pass "while the server was
// down" without sleeping. The server reads time only through its Clock (systemClock = Date.now), so shifting Date.now
// moves every reading the same way; timers keep real durations, which is right since only differences matter to them.
const shift = Number(process.env.CYCLE_CLOCK_SHIFT_MS ?? 0);
if (!Number.isSafeInteger(shift))
  throw new Error(`CYCLE_CLOCK_SHIFT_MS must be whole milliseconds, not ${process.env.CYCLE_CLOCK_SHIFT_MS}`);
if (shift !== 0) {
  const wallClock = Date.now;
  Date.now = () => wallClock() + shift;
}
