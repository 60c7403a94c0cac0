import type { Balance } from '@contract/assets';

export interface BalancesMsg {
  readonly type: 'snapshot' | 'update';
  readonly data: readonly Balance[];
}

const key = (b: Balance): string => `${b.wallet}:${b.asset}`;

/** Balances by wallet and asset: a snapshot replaces them, an update replaces the rows it carries (new rows are appended). */
export function applyBalances(balances: readonly Balance[], msg: BalancesMsg): readonly Balance[] {
  if (msg.type === 'snapshot') return msg.data.slice();
  const changed = new Map(msg.data.map((b) => [key(b), b]));
  const next = balances.map((b) => changed.get(key(b)) ?? b);
  const held = new Set(balances.map(key));
  for (const [k, b] of changed) if (!held.has(k)) next.push(b);
  return next;
}
