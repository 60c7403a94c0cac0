/**
 * A throwaway PostgreSQL cluster on loopback for tests: initdb into a temp dir (as the postgres
 * user when we are root, since initdb refuses root), start on a free port with its socket inside
 * the temp dir, create a database. `stop()` shuts it down and removes the dir. Without the server
 * binaries it answers `{skip: reason}` and the tests say why they skip; in CI it throws instead
 * (see postgresUnavailable).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface RunningPostgres {
  /** a database created for the caller */
  url: string;
  /** another fresh, empty database in the same cluster */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * What to do when PostgreSQL cannot run: skip (a developer's machine may lack it), except in CI
 * (CI=true), where a skip would let the PostgreSQL half of the store tests stop running unnoticed.
 */
export function postgresUnavailable(reason: string, env: NodeJS.ProcessEnv = process.env): { skip: string } {
  if (/^(true|1)$/i.test(env.CI?.trim() ?? '')) throw new Error(`PostgreSQL is required when CI=true: ${reason}`);
  return { skip: reason };
}

export async function startPostgres(): Promise<RunningPostgres | { skip: string }> {
  const bin = await findBinDir();
  if (!bin) return postgresUnavailable('PostgreSQL server binaries (initdb, pg_ctl) were not found');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : null;
  if (asRoot && !owner) return postgresUnavailable('running as root but there is no "postgres" user to run initdb as');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const exec = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await exec('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    return postgresUnavailable(`PostgreSQL did not start: ${(err as Error).message.split('\n')[0]}`);
  }

  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  const newDatabase = async () => {
    const name = `exchange_test_${++databases}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return {
    url: await newDatabase(),
    newDatabase,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function findBinDir(): Promise<string | null> {
  const candidates: string[] = [];
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // no pg_config on PATH
  }
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
