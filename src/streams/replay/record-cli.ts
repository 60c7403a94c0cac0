/**
 * Records a live feed from a running server into an NDJSON fixture (format:
 * tests/fixtures/feeds/README.md). Node only.
 *
 *   npx tsx src/streams/replay/record-cli.ts --url ws://localhost:8080/ws \
 *     --channels depth.BTCUSDT,trades.BTCUSDT,ticker.BTCUSDT --seconds 30 \
 *     --out tests/fixtures/feeds/recorded-btcusdt.ndjson [--token <TOKEN>]
 *
 * A dropped connection is recorded (close line), reconnected after a second and re-subscribed
 * (open and sent lines), so the file replays across the drop the way it happened.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { ClientOp } from '@contract/ws';
import { createRecorder } from './recorder';

const PING_EVERY_MS = 5_000;
const RECONNECT_AFTER_MS = 1_000;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'ws://localhost:8080/ws' },
    channels: { type: 'string', default: 'depth.BTCUSDT,trades.BTCUSDT,ticker.BTCUSDT' },
    seconds: { type: 'string', default: '30' },
    out: { type: 'string' },
    token: { type: 'string' },
  },
});
if (!values.out) throw new Error('--out <file.ndjson> is required');

const channels = values.channels
  .split(',')
  .map((ch) => ch.trim())
  .filter(Boolean);
const out = createWriteStream(values.out);
const recorder = createRecorder((line) => out.write(`${line}\n`));
let finished = false;
let current: WebSocket | null = null;

function connect(): void {
  const ws = new WebSocket(values.url);
  current = ws;
  const send = (op: ClientOp) => {
    recorder.sent(op);
    ws.send(JSON.stringify(op));
  };
  const ping = setInterval(() => send({ op: 'ping', ts: Date.now() }), PING_EVERY_MS);
  ws.addEventListener('open', () => {
    recorder.opened();
    if (values.token) send({ op: 'auth', token: values.token });
    for (const ch of channels) send({ op: 'sub', ch });
  });
  ws.addEventListener('message', (event) => recorder.received(event.data));
  ws.addEventListener('error', (event) => console.error(`record: ${event.message}`));
  ws.addEventListener('close', (event) => {
    clearInterval(ping);
    if (finished) return;
    recorder.closed(event.code, event.reason);
    setTimeout(connect, RECONNECT_AFTER_MS);
  });
}

setTimeout(
  () => {
    finished = true;
    current?.close(1000, 'recording done');
    out.end(() => console.log(`recorded ${channels.join(', ')} for ${values.seconds} s into ${values.out}`));
  },
  Number(values.seconds) * 1000,
);
connect();
