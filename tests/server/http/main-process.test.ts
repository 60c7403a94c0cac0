/**
 * The real program: `tsx server/main.ts` starts, creates and migrates its database, prints its URL,
 * serves the demo account, and exits cleanly on SIGTERM; on SQLite and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../helpers/postgres';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** starting tsx and creating the database takes a while on a busy machine */
const SLOW = 180_000;
const started: ChildProcess[] = [];
afterEach(() => {
  for (const proc of started.splice(0)) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function runServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MARKET: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(proc);
  let log = '';
  proc.stdout!.on('data', (d) => (log += d));
  proc.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SLOW;
  while (!log.includes(`listening on ${url}`)) {
    if (proc.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, url, output: () => log };
}

const exitCode = (proc: ChildProcess) => new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

async function loginAsDemo(url: string) {
  const res = await fetch(`${url}/api/xb/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo@example.com', password: 'demo1234' }),
  });
  return (await res.json()) as { code: number; data: { token: string } };
}

async function overview(url: string, token: string) {
  const res = await fetch(`${url}/api/xb/v1/asset/overview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  return ((await res.json()) as { data: { balances: unknown[] } }).data.balances;
}

describe('server/main.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'starts on SQLite with the demo account, keeps it over a restart, and stops on SIGTERM',
    async () => {
      const first = await runServer({ DATA_DIR: dataDir });
      expect(first.output()).toContain('Demo account (created): demo@example.com / demo1234');
      expect(fs.existsSync(path.join(dataDir, 'exchange.db'))).toBe(true);
      const login = await loginAsDemo(first.url);
      expect(login.code).toBe(0);
      expect(await overview(first.url, login.data.token)).toHaveLength(4);
      const exited = exitCode(first.proc);
      first.proc.kill('SIGTERM');
      expect(await exited).toBe(0);

      const second = await runServer({ DATA_DIR: dataDir });
      expect(second.output()).not.toContain('(created)');
      expect(await overview(second.url, login.data.token)).toHaveLength(4);
      const stopped = exitCode(second.proc);
      second.proc.kill('SIGINT');
      expect(await stopped).toBe(0);
    },
    2 * SLOW,
  );

  describe('on PostgreSQL', () => {
    let cluster: RunningPostgres | { skip: string };
    beforeAll(async () => {
      cluster = await startPostgres();
    });
    afterAll(async () => {
      if ('stop' in cluster) await cluster.stop();
    });

    it(
      'runs the same program against DATABASE_URL',
      async (test) => {
        if ('skip' in cluster) return test.skip(cluster.skip);
        const server = await runServer({ DATA_DIR: dataDir, DATABASE_URL: cluster.url });
        expect(server.output()).toContain('Database: PostgreSQL');
        const login = await loginAsDemo(server.url);
        expect(await overview(server.url, login.data.token)).toHaveLength(4);
        const exited = exitCode(server.proc);
        server.proc.kill('SIGTERM');
        expect(await exited).toBe(0);
      },
      SLOW,
    );
  });
});
