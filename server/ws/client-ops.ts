/**
 * Parsing of client frames. Anything a client sends is untrusted: the result is either a valid
 * operation or the error to answer with; nothing here throws.
 */
import type { ClientOp } from '@contract/ws';

export type ParsedOp = { ok: true; op: ClientOp } | { ok: false; key: 'invalidJson' | 'badRequest' | 'unknownOp'; ch?: string };

const MAX_CHANNEL = 64;
const MAX_TOKEN = 256;

export function parseClientOp(text: string): ParsedOp {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return { ok: false, key: 'invalidJson' };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { ok: false, key: 'badRequest' };
  const m = msg as Record<string, unknown>;
  const ch = typeof m.ch === 'string' && m.ch.length <= MAX_CHANNEL ? m.ch : undefined;
  switch (m.op) {
    case 'sub':
    case 'unsub':
    case 'resync':
      return ch !== undefined ? { ok: true, op: { op: m.op, ch } } : { ok: false, key: 'badRequest' };
    case 'auth':
      return typeof m.token === 'string' && m.token.length <= MAX_TOKEN
        ? { ok: true, op: { op: 'auth', token: m.token } }
        : { ok: false, key: 'badRequest' };
    case 'ping':
      return typeof m.ts === 'number' && Number.isFinite(m.ts)
        ? { ok: true, op: { op: 'ping', ts: m.ts } }
        : { ok: false, key: 'badRequest' };
    default:
      return { ok: false, key: 'unknownOp', ...(ch !== undefined ? { ch } : {}) };
  }
}
