/**
 * The operator command's registry (`npm run operator -- <area> <action> [args]`, docs/identity.md): one line per area.
 * To register an area, write server/operator/<area>.ts exporting an `OperatorArea` (types.ts: each action's summary,
 * params, required --flags and run) and add ONE line below. An action records decisions or replies only — never
 * balances, ledger, orders, positions, cycle results or yields; tests/server/operator/operator-untouched.test.ts runs
 * every action listed here against a database with money in it and proves the money tables unchanged.
 */
import { identityArea } from './identity';
import { ticketsArea } from './tickets';
import { fiatWithdrawalsArea } from './fiat-withdrawals';
import type { OperatorArea } from './types';
import { withdrawalsArea } from './withdrawals';

export const OPERATOR_AREAS: Readonly<Record<string, OperatorArea>> = {
  'fiat-withdrawals': fiatWithdrawalsArea,
  identity: identityArea,
  withdrawals: withdrawalsArea,
  tickets: ticketsArea,
};
