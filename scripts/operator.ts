/**
 * `npm run operator -- <area> <action> [args]` (docs/identity.md "The operator command"): review decisions and replies
 * on the database the server is configured with (DATA_DIR's SQLite file, or DATABASE_URL), never through the HTTP API.
 * `npm run operator -- help` lists every command. Exit codes: 0 done, 1 refused, 2 usage.
 */
import { serverClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { EXIT_USAGE, runOperator } from '../server/operator/run';
import { openStore } from '../server/store/open';

const argv = process.argv.slice(2);
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(EXIT_USAGE);
}
const clock = serverClock(config.clockOffsetMs);
const db = await openStore(config);
try {
  process.exitCode = await runOperator(argv, { db, now: () => clock.now(), out: (line) => console.log(line) }, (line) =>
    console.error(line),
  );
} finally {
  await db.destroy();
}
