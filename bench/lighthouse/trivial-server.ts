/**
 * The baseline page of the lighthouse bench: trivial-page.tsx built by esbuild.config.mjs (same
 * options, same precompression, the app's index.html) into a temp dir, served by a second fastify
 * instance with the app's own static and security-header set-up (no route table, so no page shell).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../server/http/security-headers';
import { registerStatic } from '../../server/http/static';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TrivialServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startTrivialServer(): Promise<TrivialServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-trivial-'));
  execFileSync(process.execPath, ['esbuild.config.mjs', '--entry=bench/lighthouse/trivial-page.tsx', `--outdir=${dir}`], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const app = Fastify();
  await registerSecurityHeaders(app);
  await registerStatic(app, dir);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    stop: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
