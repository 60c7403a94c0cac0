/**
 * `npm run verify:cycle`: opens the database the server is configured with (DATA_DIR's SQLite file, or DATABASE_URL),
 * re-derives every settled cycle order from the index tick log (server/cycle/verify.ts) and prints
 * "N orders re-derived, M mismatches" with each mismatch; exits 1 when there is one.
 */
import { loadConfig } from '../server/config';
import { verificationLine, verifyCycle } from '../server/cycle/verify';
import { openStore } from '../server/store/open';

const db = await openStore(loadConfig());
try {
  const result = await verifyCycle(db);
  for (const line of result.mismatches) console.log(line);
  console.log(verificationLine(result));
  process.exitCode = result.mismatches.length > 0 ? 1 : 0;
} finally {
  await db.destroy();
}
