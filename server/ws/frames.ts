/** Every outgoing message is serialized once into a Buffer; the same bytes go to every subscriber. */
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import type { ControlMsg, Push } from '@contract/ws';

export const encode = (msg: Push | ControlMsg): Buffer => Buffer.from(JSON.stringify(msg));

export const pushFrame = (ch: string, type: Push['type'], seq: number, data: unknown): Buffer =>
  encode({ ch, type, seq, ts: Date.now(), data });

/** Each payload's text frame, built by the first socket that sends it and reused by the others. */
const textFrames = new WeakMap<Buffer, Buffer>();

/**
 * `payload` as one whole WebSocket text frame (RFC 6455 §5.2: FIN and opcode 1, the length in 7,
 * 7+16 or 7+64 bits, never masked from a server), in one Buffer.
 */
export function textFrame(payload: Buffer): Buffer {
  const known = textFrames.get(payload);
  if (known) return known;
  const length = payload.length;
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = 0x81;
  if (headerBytes === 2) {
    frame[1] = length;
  } else if (headerBytes === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerBytes);
  textFrames.set(payload, frame);
  return frame;
}

/**
 * Sends `payload` as a text message. ws frames every send on its own (a header, the payload, a
 * corked pair of writes); with thousands of sockets getting the same bytes, the frame is built
 * once (textFrame) and written whole to each socket's stream. ws has no public call for that, so
 * this reaches ws's own field for its socket (`_socket`) and keeps to ws's send whenever the result
 * could differ: a socket that is not open, or a negotiated extension (compression) that rewrites frames.
 */
export function sendText(ws: WebSocket, payload: Buffer): void {
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  if (socket && ws.readyState === WebSocket.OPEN && ws.extensions === '') socket.write(textFrame(payload));
  else ws.send(payload, { binary: false });
}
