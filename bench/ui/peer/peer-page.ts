/**
 * The UI bench's vanilla-DOM peer (runs in the browser): the ticker header, the order-book ladder
 * (20 levels a side with cumulative depth bars, the last price between) and the latest 30 trades,
 * fed by the same /ws feed as the app, drawn with plain DOM code once per animation frame. The same
 * class names as the app's rows, so the bench's checks read both pages alike. `?show=` picks the
 * view on screen (header, book or trades) as the app's phases do; every feed is reduced all along.
 */
import type { Ticker, Trade } from '@contract/market';
import { PeerBook, type DepthMessage } from './peer-book';
import { createHeader, createLadder, createTrades, type View } from './peer-views';

const query = new URLSearchParams(location.search);
const symbol = query.get('symbol') ?? 'BTCUSDT';
const format = { price: Number(query.get('pp') ?? 2), qty: Number(query.get('qp') ?? 4) };
const show = query.get('show') ?? 'book';

const book = new PeerBook();
let trades: Trade[] = [];
let ticker: Ticker | null = null;
const root = document.getElementById('peer')!;
const views: View[] = [];
if (show === 'header') views.push(createHeader(root, format, () => ticker));
if (show === 'book')
  views.push(
    createLadder(
      root,
      format,
      () => (book.ready ? book : null),
      () => ticker,
    ),
  );
if (show === 'trades') views.push(createTrades(root, format, () => trades));

let dirty = false;
const frame = () => {
  dirty = false;
  for (const view of views) view.draw();
};
const changed = () => {
  if (dirty) return;
  dirty = true;
  requestAnimationFrame(frame);
};

const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
socket.onopen = () => {
  for (const ch of [`depth.${symbol}`, `trades.${symbol}`, `ticker.${symbol}`]) socket.send(JSON.stringify({ op: 'sub', ch }));
};
socket.onmessage = (event) => {
  const parsed = JSON.parse(String(event.data)) as unknown;
  for (const msg of Array.isArray(parsed) ? parsed : [parsed]) receive(msg as { ch?: string; type: string; seq: number; data: unknown });
  changed();
};

function receive(msg: { ch?: string; type: string; seq: number; data: unknown }): void {
  if (!msg.ch) return;
  if (msg.ch.startsWith('depth.')) {
    if (!book.apply(msg as DepthMessage)) socket.send(JSON.stringify({ op: 'resync', ch: msg.ch }));
  } else if (msg.ch.startsWith('trades.')) {
    const fresh = (msg.data as Trade[]).slice().reverse();
    trades = (msg.type === 'snapshot' ? fresh : fresh.concat(trades)).slice(0, 100);
  } else if (msg.ch.startsWith('ticker.')) {
    ticker = msg.data as Ticker;
  }
}
