/**
 * The peer the gateway is compared with: a naive ws broadcast server on the same bus. For every
 * event it serializes the push for each subscriber and sends it as its own frame (what
 * `for (ws of clients) ws.send(JSON.stringify(msg))` does); no batching, no flow control.
 */
import { WebSocketServer, type WebSocket } from 'ws';
import type { Bus } from '../../server/bus';
import type { SpotService } from '../../server/engine/spot-service';

export async function startNaiveServer(bus: Bus, spot: SpotService): Promise<{ url: string; stop(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  const subs = new Map<string, Set<WebSocket>>();
  const seqs = new Map<string, number>();
  const broadcast = (ch: string, msg: () => object) => {
    for (const ws of subs.get(ch) ?? []) ws.send(JSON.stringify(msg()));
  };
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const { op, ch } = JSON.parse(raw.toString()) as { op: string; ch: string };
      if (op !== 'sub') return;
      if (!subs.has(ch)) subs.set(ch, new Set());
      subs.get(ch)!.add(ws);
      if (!ch.startsWith('depth.')) return;
      const { seq, bids, asks } = spot.depth(ch.slice('depth.'.length), 500);
      ws.send(JSON.stringify({ ch, type: 'snapshot', seq, ts: Date.now(), data: { bids, asks } }));
    });
    ws.on('close', () => {
      for (const set of subs.values()) set.delete(ws);
    });
  });
  const onDepth = (symbol: string, change: { seq: number; bids: unknown; asks: unknown; checksum: number }) =>
    broadcast(`depth.${symbol}`, () => ({
      ch: `depth.${symbol}`,
      type: 'update',
      seq: change.seq,
      ts: Date.now(),
      data: { bids: change.bids, asks: change.asks, checksum: change.checksum },
    }));
  const onTrade = (symbol: string, trade: unknown) => {
    const ch = `trades.${symbol}`;
    const seq = (seqs.get(ch) ?? 0) + 1;
    seqs.set(ch, seq);
    broadcast(ch, () => ({ ch, type: 'update', seq, ts: Date.now(), data: [trade] }));
  };
  bus.on('depth', onDepth);
  bus.on('trade', onTrade);
  await new Promise((r) => wss.once('listening', r));
  const address = wss.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}`,
    async stop() {
      bus.off('depth', onDepth);
      bus.off('trade', onTrade);
      for (const ws of wss.clients) ws.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}
