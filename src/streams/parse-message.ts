import type { ControlMsg, Push } from '@contract/ws';
import { familyOf, type ChannelFamily } from './channels';
import { isUserInfo } from './account-wire-shapes';
import { isCycleOrder, isIndexTick } from './cycle-wire-shapes';
import { isFuturesOrder, isMarkTick, isPosition } from './futures-wire-shapes';
import { isLockOrder } from './lock-wire-shapes';
import { isDeposit, isWithdrawal } from './wallet-wire-shapes';
import { isTicket } from './ticket-wire-shapes';
import { isFiatWithdrawal } from './fiat-wire-shapes';
import { isTeamCounts } from './team-wire-shapes';
import {
  checkDepth,
  checkList,
  checkOne,
  isBalance,
  isBar,
  isOrder,
  isRecord,
  isText,
  isTicker,
  isTime,
  isTrade,
  type Verdict,
} from './wire-shapes';

/** Why a frame was dropped; each is counted (stream-stats.ts). */
export type DropReason = 'bad-json' | 'bad-shape' | 'unknown-channel' | 'too-large' | 'unrouted';
export const DROP_REASONS: readonly DropReason[] = ['bad-json', 'bad-shape', 'unknown-channel', 'too-large', 'unrouted'];

/** A frame longer than this is not even parsed (a whole 500-level book is about 30 KB). */
export const MAX_FRAME_CHARS = 1 << 20;

export type ParsedFrame =
  | { readonly kind: 'push'; readonly family: ChannelFamily; readonly push: Push }
  | { readonly kind: 'control'; readonly msg: ControlMsg }
  | { readonly kind: 'drop'; readonly reason: DropReason };

type DataCheck = (data: unknown) => Verdict;
const DATA_CHECKS: Record<ChannelFamily, { snapshot: DataCheck; update: DataCheck }> = {
  tickers: { snapshot: (d) => checkList(d, isTicker), update: (d) => checkList(d, isTicker) },
  ticker: { snapshot: (d) => checkOne(d, isTicker), update: (d) => checkOne(d, isTicker) },
  depth: { snapshot: (d) => checkDepth(d, false), update: (d) => checkDepth(d, true) },
  trades: { snapshot: (d) => checkList(d, isTrade), update: (d) => checkList(d, isTrade) },
  kline: { snapshot: (d) => checkList(d, isBar), update: (d) => checkOne(d, isBar) },
  orders: { snapshot: (d) => checkList(d, isOrder), update: (d) => checkOne(d, isOrder) },
  balances: { snapshot: (d) => checkList(d, isBalance), update: (d) => checkList(d, isBalance) },
  mark: { snapshot: (d) => checkOne(d, isMarkTick), update: (d) => checkOne(d, isMarkTick) },
  marks: { snapshot: (d) => checkList(d, isMarkTick), update: (d) => checkList(d, isMarkTick) },
  positions: { snapshot: (d) => checkList(d, isPosition), update: (d) => checkOne(d, isPosition) },
  futuresOrders: { snapshot: (d) => checkList(d, isFuturesOrder), update: (d) => checkOne(d, isFuturesOrder) },
  index: { snapshot: (d) => checkList(d, isIndexTick), update: (d) => checkOne(d, isIndexTick) },
  cycleOrders: { snapshot: (d) => checkList(d, isCycleOrder), update: (d) => checkOne(d, isCycleOrder) },
  deposits: { snapshot: (d) => checkList(d, isDeposit), update: (d) => checkOne(d, isDeposit) },
  withdrawals: { snapshot: (d) => checkList(d, isWithdrawal), update: (d) => checkOne(d, isWithdrawal) },
  tickets: { snapshot: (d) => checkList(d, isTicket), update: (d) => checkOne(d, isTicket) },
  fiatWithdrawals: { snapshot: (d) => checkList(d, isFiatWithdrawal), update: (d) => checkOne(d, isFiatWithdrawal) },
  lockOrders: { snapshot: (d) => checkList(d, isLockOrder), update: (d) => checkOne(d, isLockOrder) },
  account: { snapshot: (d) => checkOne(d, isUserInfo), update: (d) => checkOne(d, isUserInfo) },
  team: { snapshot: (d) => checkOne(d, isTeamCounts), update: (d) => checkOne(d, isTeamCounts) },
};

const drop = (reason: DropReason): ParsedFrame => ({ kind: 'drop', reason });

/**
 * Turns one WebSocket frame into checked pushes and control messages, in frame order: a frame is one
 * message or a batch (a JSON array of messages, docs/protocol.md). Never throws: anything that is
 * not exactly what docs/protocol.md describes comes back as a drop with its reason, so one bad frame
 * (or one bad message of a batch) can never break a stream.
 */
export function parseFrames(frame: unknown): ParsedFrame[] {
  const decoded = decode(frame);
  if ('drop' in decoded) return [decoded.drop];
  const { value } = decoded;
  if (!Array.isArray(value)) return [parseMessage(value)];
  return value.length > 0 ? value.map(parseMessage) : [drop('bad-shape')];
}

/** One frame that holds exactly one message (a batch is a bad shape here). */
export function parseFrame(frame: unknown): ParsedFrame {
  const decoded = decode(frame);
  return 'drop' in decoded ? decoded.drop : parseMessage(decoded.value);
}

function decode(frame: unknown): { value: unknown } | { drop: ParsedFrame } {
  if (typeof frame !== 'string') return { drop: drop('bad-json') };
  if (frame.length > MAX_FRAME_CHARS) return { drop: drop('too-large') };
  try {
    return { value: JSON.parse(frame) as unknown };
  } catch {
    return { drop: drop('bad-json') };
  }
}

function parseMessage(value: unknown): ParsedFrame {
  if (!isRecord(value)) return drop('bad-shape');
  return 'op' in value ? parseControl(value) : parsePush(value);
}

function parsePush(value: Record<string, unknown>): ParsedFrame {
  const { ch, type, seq, ts, data } = value;
  if (typeof ch !== 'string' || (type !== 'snapshot' && type !== 'update') || !isTime(seq) || !isTime(ts)) {
    return drop('bad-shape');
  }
  const family = familyOf(ch);
  if (!family) return drop('unknown-channel');
  const verdict = DATA_CHECKS[family][type](data);
  if (verdict !== 'ok') return drop(verdict);
  return { kind: 'push', family, push: { ch, type, seq: seq as number, ts: ts as number, data } };
}

function parseControl(value: Record<string, unknown>): ParsedFrame {
  const control = (msg: ControlMsg): ParsedFrame => ({ kind: 'control', msg });
  switch (value.op) {
    case 'pong':
      return isTime(value.ts) ? control({ op: 'pong', ts: value.ts as number }) : drop('bad-shape');
    case 'authed':
      return value.ok === true ? control({ op: 'authed', ok: true }) : drop('bad-shape');
    case 'unsubbed':
      return typeof value.ch === 'string' ? control({ op: 'unsubbed', ch: value.ch }) : drop('bad-shape');
    case 'error': {
      if (!Number.isInteger(value.code) || typeof value.msg !== 'string') return drop('bad-shape');
      const base = { op: 'error' as const, code: value.code as number, msg: value.msg };
      return control(isText(value.ch) ? { ...base, ch: value.ch as string } : base);
    }
    default:
      return drop('bad-shape');
  }
}
