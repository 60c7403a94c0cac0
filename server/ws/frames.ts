/** Every outgoing message is serialized once into a Buffer; the same bytes go to every subscriber. */
import type { ControlMsg, Push } from '@contract/ws';

export const encode = (msg: Push | ControlMsg): Buffer => Buffer.from(JSON.stringify(msg));

export const pushFrame = (ch: string, type: Push['type'], seq: number, data: unknown): Buffer =>
  encode({ ch, type, seq, ts: Date.now(), data });
