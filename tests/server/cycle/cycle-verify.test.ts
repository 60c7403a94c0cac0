/**
 * `npm run verify:cycle` re-derives every settled order from the tick log: a clean run reports 0 mismatches; a stored
 * result corrupted in the table (an outcome, an exit price) is reported by order and field, and the command exits 1.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyCycle } from '../../../server/cycle/verify';
import { BACKENDS } from '../helpers/backends';
import { useCycle, type CycleFixture } from './cycle-fixture';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Three orders settled: up wins, down loses, one ties. */
async function settleThree({ ctx, clock, alice, setIndex, place }: CycleFixture) {
  setIndex('BTCUSDT', '64000.00');
  setIndex('WTIUSDT', '78.00');
  const up = await place(alice, { direction: 'up' });
  const down = await place(alice, { direction: 'down', stake: '33.33' });
  const tie = await place(alice, { category: 'commodities', symbol: 'WTIUSDT' });
  clock.advance(30_000);
  setIndex('BTCUSDT', '64000.01');
  await ctx.cycle.settleDue();
  return { up, down, tie };
}

describe.each(BACKENDS)('verify:cycle on $name', ({ name }) => {
  const c = useCycle(name);

  it('re-derives every settled order, and reports a corrupted outcome and exit price', async () => {
    const { up, down } = await settleThree(c());
    const db = c().ctx.db;
    expect(await verifyCycle(db)).toEqual({ checked: 3, mismatches: [] });

    await db.updateTable('cycle_orders').set({ outcome: 'lose' }).where('id', '=', Number(up.id)).execute();
    await db.updateTable('cycle_orders').set({ exit_price: '6300000000000' }).where('id', '=', Number(down.id)).execute();
    const { checked, mismatches } = await verifyCycle(db);
    expect(checked).toBe(3);
    expect(mismatches).toEqual([
      `order ${up.id}: outcome is lose, the rules give win`,
      expect.stringMatching(new RegExp(`^order ${down.id}: exit tick is #\\d+ at .* 63000\\.00, the rules give #\\d+ at .* 64000\\.01$`)),
    ]);
  });
});

describe('npm run verify:cycle', () => {
  const c = useCycle('sqlite');

  it('prints the count on the configured database and exits 1 on a mismatch', async () => {
    const { tie } = await settleThree(c());
    const run = () =>
      promisify(execFile)('npx', ['tsx', 'scripts/verify-cycle.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: c().ctx.dataDir } });
    expect((await run()).stdout).toBe('3 orders re-derived, 0 mismatches\n');

    await c().ctx.db.updateTable('cycle_orders').set({ payout: '0' }).where('id', '=', Number(tie.id)).execute();
    const failed = await run().then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe(`order ${tie.id}: payout is 0.00, the rules give 100.10\n3 orders re-derived, 1 mismatches\n`);
  });
});
