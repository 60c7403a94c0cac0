/** Cancelling an open order inside its transaction: release what it holds, persist, plan the book change. */
import { journal, release, type CommandContext, type CommandOutcome } from './command-context';
import type { OrderRecord } from './order-record';
import { updateOrder } from './spot-store';

export async function cancelOrder(c: CommandContext, open: OrderRecord): Promise<CommandOutcome> {
  const plan = c.market.book.planCancel(open.id);
  if (!plan) throw new Error(`open order ${open.id} is not in the ${open.symbol} book`);
  const order: OrderRecord = { ...open, status: 'cancelled', updatedAt: c.now, version: open.version + 1 };
  await release(c, order);
  await updateOrder(c.trx, order);
  const command = await journal(c, 'cancel', order, '{}', plan, 0);
  return { market: c.market, plan, orders: [order], trades: [], ids: { ...c.ids, command } };
}
