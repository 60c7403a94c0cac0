/** Cancelling an open order inside its transaction: release what it holds, plan the book change, the rows to persist. */
import { journal, release, type CommandContext, type CommandOutcome } from './command-context';
import type { OrderRecord } from './order-record';

export async function cancelOrder(c: CommandContext, open: OrderRecord): Promise<CommandOutcome> {
  const plan = c.market.book.planCancel(open.id);
  if (!plan) throw new Error(`open order ${open.id} is not in the ${open.symbol} book`);
  const order: OrderRecord = { ...open, status: 'cancelled', updatedAt: c.now, version: open.version + 1 };
  await release(c, order);
  const command = journal(c, 'cancel', order, '{}', plan, 0);
  return { market: c.market, plan, orders: [order], trades: [], command, ids: { ...c.ids, command: command.id } };
}
