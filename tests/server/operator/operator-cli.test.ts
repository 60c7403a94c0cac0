/**
 * `npm run operator` itself (scripts/operator.ts): opens the server's own database from DATA_DIR — not the HTTP API — and
 * exits 0 (done), 1 (refused) or 2 (usage). One child process per case, on a test context's SQLite file.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useIdentity, VALID_BASIC } from '../identity/identity-fixture';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

async function operatorCli(dataDir: string, ...argv: string[]): Promise<Exit> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1' };
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ['scripts/operator.ts', ...argv], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run operator', () => {
  const f = useIdentity();

  it('records a decision in the database the server uses, and exits 1 and 2 for a wrong id and a wrong command', async () => {
    await f().bindPhone(f().alice);
    await f().call('user/identity/basic', VALID_BASIC, f().alice);
    const dir = f().ctx.dataDir;

    const list = await operatorCli(dir, 'identity', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`\\n1\\s+${f().alice.userId}\\s+basic\\s`));

    expect(await operatorCli(dir, 'identity', 'approve', '1')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('approve recorded'),
    });
    const [row] = await f().ctx.db.selectFrom('identity_submissions').select(['decision', 'decided_by']).execute();
    expect(row).toEqual({ decision: 'approve', decided_by: 'operator' });

    expect(await operatorCli(dir, 'identity', 'approve', '77')).toMatchObject({ code: 1, stderr: 'no identity submission with id 77\n' });
    const usage = await operatorCli(dir, 'identity');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown action "" of identity; actions: list, show, approve, reject');
  }, 60_000);
});
