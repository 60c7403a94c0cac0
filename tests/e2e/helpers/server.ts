/**
 * Starts the real server on a free loopback port with its own data dir. It runs as
 * `node --import tsx server/main.ts`, one process, so a kill reaches the server itself (the tsx CLI
 * would be a parent that a SIGKILL orphans the server from).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `fixedPort` pins the port, e.g. to bring a killed server back where its clients reconnect; the
 * default is a free one.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string, fixedPort?: number): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout!.on('data', (d) => (log += d));
  proc.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // a server that never became ready must not outlive the test that started it
  await waitForReady(url, proc, () => log).catch(async (err: unknown) => {
    await stopProcess(proc, 'SIGKILL');
    throw err;
  });
  return {
    url,
    port,
    dataDir: dir,
    proc,
    output: () => log,
    stop: () => stopProcess(proc),
  };
}

async function waitForReady(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/xb/v1/market/list`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in time:\n${log()}`);
}

export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    proc.kill(signal);
  });
}

/**
 * A private copy of the built client for DIST_DIR. Colleagues rebuild dist/ while tests run (the
 * build deletes it first), so a server reading the shared folder can lose its files mid-test. The
 * build writes .build-stamp last: the same stamp before and after the copy means a complete build.
 */
export async function snapshotDist(): Promise<string> {
  const dist = path.join(ROOT, 'dist');
  const stampOf = () => fs.promises.readFile(path.join(dist, '.build-stamp'), 'utf8').catch(() => null);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
    const before = await stampOf();
    const copied =
      before !== null &&
      (await fs.promises.cp(dist, dir, { recursive: true }).then(
        () => true,
        () => false,
      ));
    if (copied && (await stampOf()) === before) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('dist/ has no complete build (run npm run build)');
}
