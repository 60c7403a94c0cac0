/**
 * Which ledger entries asset/records lists, decided once as an entry is posted: the ledger then indexes exactly those
 * entries by user (user_ledger_entries), so the hot trading path writes no extra row. Trading is not funding: a spot
 * trade and the freezes of open orders are the trade records' job (/allRecord), and would bury the funding movements.
 * A futures fill stays: its net for the user is the fee and the realised PnL.
 */
import type { Posting } from './keys';

const TRADING_KINDS: ReadonlySet<string> = new Set(['spot_trade']);
const ORDER_REF_PREFIXES = ['spot:order:', 'futures:order:'];

export function listsInRecords(kind: string, ref: string): boolean {
  return !TRADING_KINDS.has(kind) && !ORDER_REF_PREFIXES.some((prefix) => ref.startsWith(prefix));
}

const USER_ID = /^u:(\d+):/;

/** The distinct users whose accounts the postings touch. */
export function usersTouched(postings: readonly Posting[]): number[] {
  const ids = new Set<number>();
  for (const p of postings) {
    const match = p.amount === 0n ? null : USER_ID.exec(p.account);
    if (match) ids.add(Number(match[1]));
  }
  return [...ids];
}
