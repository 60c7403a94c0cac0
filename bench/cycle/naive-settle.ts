/**
 * The baseline: settle the due orders one database transaction each — the same settlement of one order (exit tick,
 * result, ledger entry, stored result), each published on the bus after its own commit — as a scheduler that loops
 * over its due orders would.
 */
import { toCycleOrder } from '../../server/cycle/order-record';
import { settleIn } from '../../server/cycle/settle-due';
import type { CycleWorld } from './world';

export async function settleOneByOne(world: CycleWorld): Promise<number> {
  const { cycle, serial, bus, ledger, clock } = world;
  let settled = 0;
  for (const order of cycle.book.due(clock.now())) {
    const done = await serial.run((trx) => settleIn(trx, { ledger, clock, recorder: cycle.recorder }, [order]));
    for (const o of done) {
      cycle.book.remove(o);
      bus.emit('cycleOrder', o.userId, toCycleOrder(o));
      settled++;
    }
  }
  return settled;
}
