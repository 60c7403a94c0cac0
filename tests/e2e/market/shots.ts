import { spawnSync } from 'node:child_process';
import { openSession, closeSession } from './session';
const s = await openSession();
await new Promise((r) => setTimeout(r, 5000));
console.log(spawnSync('node', ['/tmp/explore/ws.mjs', s.server.url.replace('http', 'ws') + '/ws'], { encoding: 'utf8', timeout: 10000 }).stdout);
await closeSession(s);
