/**
 * The real server as ONE process (`node --import tsx server/main.ts`), so that SIGKILL reaches the
 * server itself: the tsx CLI runs the script in a child process and cannot pass a SIGKILL on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** resolves when the process is gone */
  exited: Promise<void>;
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout!.on('data', (d) => (log += d));
  proc.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${log}`);
    if (log.includes('listening on')) return { url, proc, exited };
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start in time:\n${log}`);
}
