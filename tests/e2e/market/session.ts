/**
 * One server and one phone per test file: a private copy of dist/ (colleagues rebuild the shared
 * one), the real server on a free port with its own data dir, and a fresh Chromium profile.
 */
import fs from 'node:fs';
import { openPhone, type Phone } from '../helpers/browser';
import { snapshotDist, startServer, type RunningServer } from '../helpers/server';

export interface Session {
  server: RunningServer;
  phone: Phone;
  distDir: string;
}

export async function openSession(): Promise<Session> {
  const distDir = await snapshotDist();
  let server: RunningServer | undefined;
  try {
    server = await startServer({ DIST_DIR: distDir });
    return { server, phone: await openPhone(), distDir };
  } catch (err) {
    await server?.stop();
    removeDirs(distDir, server?.dataDir);
    throw err;
  }
}

/** Starts the server again where the killed one was: same port (clients reconnect there), same data. */
export async function restartServer(session: Session): Promise<void> {
  const { dataDir, port } = session.server;
  session.server = await startServer({ DIST_DIR: session.distDir }, dataDir, port);
}

export async function closeSession(session: Session | undefined): Promise<void> {
  if (!session) return;
  await session.phone.close();
  await session.server.stop();
  removeDirs(session.distDir, session.server.dataDir);
}

function removeDirs(...dirs: (string | undefined)[]): void {
  for (const dir of dirs) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
