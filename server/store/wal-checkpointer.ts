/**
 * Checkpoints of the SQLite write-ahead log, off the event loop. By default SQLite copies the WAL
 * back into the database file from inside whichever COMMIT takes the log past 1,000 pages: on the
 * server's one thread, in the middle of a group commit, a sixth of the durable spot path's time.
 * Here the server's connection never checkpoints (wal_autocheckpoint = 0); a worker thread with its
 * own connection to the same file runs a PASSIVE checkpoint every `everyMs`, beside the writer (WAL
 * lets one checkpointer and one writer work at once; a passive checkpoint never waits for either).
 *
 * Durability is unchanged: a commit is durable once it is in the WAL, as before, and opening the
 * file replays whatever the log holds. Should the worker fail, the connection goes back to SQLite's
 * own checkpoints, so the log never grows without bound.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** SQLite's own default, restored if the worker stops working */
const AUTOCHECKPOINT_PAGES = 1_000;
/** a log that outgrew this is cut back to it once a checkpoint has emptied it */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
export const CHECKPOINT_EVERY_MS = 250;

// plain CommonJS run by the worker (eval), so it needs no TypeScript loader in the thread
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export class WalCheckpointer {
  private readonly worker: Worker;
  private stopped = false;

  constructor(database: Database, file: string, everyMs = CHECKPOINT_EVERY_MS) {
    database.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    database.pragma('wal_autocheckpoint = 0');
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, everyMs } });
    // the thread must not keep the process alive on its own
    this.worker.unref();
    this.worker.on('error', (err) => {
      if (this.stopped) return;
      this.stopped = true;
      console.error(`SQLite checkpoints are back on the server's connection: the checkpoint worker failed (${err.message})`);
      if (database.open) database.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    });
  }

  /** A last checkpoint, then the worker closes its connection and ends. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.worker.postMessage('stop');
  }
}
