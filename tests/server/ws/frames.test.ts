import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import WebSocket, { WebSocketServer } from 'ws';
import { sendText, textFrame } from '../../../server/ws/frames';

/** ws's own framing (its Sender export is public, though @types/ws leaves it out). */
const { Sender } = wsModule as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
const wsFrame = (payload: Buffer) =>
  Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }));

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 65_535, 65_536, 300_000])('frames %i bytes exactly as ws does', (length) => {
    const payload = Buffer.alloc(length, 'a');
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });

  it('builds the frame of a payload once, for every socket that sends it', () => {
    const payload = Buffer.from('{"seq":1}');
    expect(textFrame(payload)).toBe(textFrame(payload));
  });
});

describe('sendText', () => {
  let server: WebSocketServer | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A server that sends `payloads` with sendText to a client offering compression or not; what the client got. */
  async function roundTrip(
    payloads: string[],
    perMessageDeflate: boolean,
  ): Promise<{ got: string[]; extensions: string; bytesRead: number }> {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate });
    await new Promise((resolve) => server!.once('listening', resolve));
    let extensions = '';
    server.on('connection', (ws) => {
      extensions = ws.extensions;
      for (const payload of payloads) sendText(ws, Buffer.from(payload));
    });
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { perMessageDeflate });
    const got: string[] = [];
    await new Promise<void>((resolve) =>
      client.on('message', (data, isBinary) => {
        expect(isBinary).toBe(false);
        if (got.push(data.toString()) === payloads.length) resolve();
      }),
    );
    const bytesRead = (client as unknown as { _socket: Socket })._socket.bytesRead;
    client.close();
    return { got, extensions, bytesRead };
  }

  const payloads = ['{"seq":1}', `{"pad":"${'x'.repeat(300)}"}`, `{"pad":"${'y'.repeat(70_000)}"}`];

  it('delivers each payload as one text message, in order, whatever its length', async () => {
    const { got, extensions } = await roundTrip(payloads, false);
    expect(extensions).toBe('');
    expect(got).toEqual(payloads);
  });

  it('leaves a connection that negotiated compression to ws, which compresses what it sends', async () => {
    const { got, extensions, bytesRead } = await roundTrip(payloads, true);
    expect(extensions).toContain('permessage-deflate');
    expect(got).toEqual(payloads);
    // the 70 kB of one repeated letter arrive deflated, where a frame written as built would carry them whole
    expect(bytesRead).toBeLessThan(10_000);
  });
});
