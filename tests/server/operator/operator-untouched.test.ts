/**
 * The operator command never changes money (docs/identity.md "The operator command"): every action of the registry
 * (server/operator/commands.ts, so later registrations are covered too), with ids that exist and one that does not, runs
 * against a database with balances, ledger postings, spot orders and trades, positions, cycle orders, lock orders,
 * withdrawals… and every money table (server/operator/money-tables.ts) stays byte-identical. Every table of the schema
 * must be classified as money or not, and the check itself is shown to catch an action that writes a balance.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_AREAS } from '../../../server/operator/commands';
import { MONEY_TABLES, NON_MONEY_TABLES } from '../../../server/operator/money-tables';
import type { OperatorArea } from '../../../server/operator/types';
import { useWithdraw } from '../wallet/withdraw-fixture';
import { fillMoney } from './money-fixture';
import { moneySnapshot, runEveryAction } from './untouched-check';

const CLASSIFIED = new Set<string>([...MONEY_TABLES, ...NON_MONEY_TABLES]);

describe('the operator command and money', () => {
  const w = useWithdraw();

  it('classifies every table of the schema as money or not money, and none as both', async () => {
    const tables = (await w().ctx.db.introspection.getTables()).map((t) => t.name);
    expect(tables.filter((t) => !CLASSIFIED.has(t))).toEqual([]);
    expect(MONEY_TABLES.filter((t) => (NON_MONEY_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it('leaves every money table byte-identical through every registered action', async () => {
    await fillMoney(w());
    const { ctx } = w();
    const snapshot = await moneySnapshot(ctx.db);
    for (const [table, rows] of Object.entries(snapshot)) expect(rows.length, `${table} has rows to compare`).toBeGreaterThan(0);

    const report = await runEveryAction(ctx.db, OPERATOR_AREAS, ctx.clock.now());
    expect(report.changed).toEqual([]);
    // every action ran, each to a decision or a refusal, never a usage error
    for (const [area, actions] of Object.entries(OPERATOR_AREAS)) {
      for (const name of Object.keys(actions)) expect(report.runs.some((r) => r.startsWith(`${area} ${name}`))).toBe(true);
    }
    expect(report.runs.filter((r) => !/→ [01]$/.test(r))).toEqual([]);
    expect(report.runs).toContain('identity approve 1 → 0');
    expect(report.runs).toContain('withdrawals approve 1 → 0');
  });

  it('catches an action that writes a money table', async () => {
    const { ctx, alice } = w();
    const rogue: Record<string, OperatorArea> = {
      rogue: {
        credit: {
          summary: 'what no operator action may do',
          params: [],
          run: async ({ db }) => {
            await db.updateTable('users').set({ credit_score: 0 }).where('id', '=', alice.userId).execute();
            await db.updateTable('balances').set({ amount: '1' }).execute();
          },
        },
      },
    };
    await w().fund(alice, { USDT: '10' });
    expect((await runEveryAction(ctx.db, rogue, ctx.clock.now())).changed).toEqual(['rogue credit: balances']);
  });
});
