/** Cancel, settings (leverage, margin mode) and TP/SL edits, each inside its group's transaction. */
import { AppError, badRequest } from '../../errors';
import { journal, releaseOrder, type FuturesCommandContext, type FuturesOutcome } from './command-context';
import type { FuturesOrderRecord, PositionRecord } from './records';
import type { SettingsValue } from './trading-state';
import { checkTpSl } from './validate';
import { averagePrice } from './views';

const outcome = (c: FuturesCommandContext, parts: Partial<FuturesOutcome> & Pick<FuturesOutcome, 'command' | 'ids'>): FuturesOutcome => ({
  market: null,
  plan: null,
  orders: [],
  positions: [],
  trades: [],
  settings: [],
  ...parts,
});

export async function cancelFuturesOrder(c: FuturesCommandContext, open: FuturesOrderRecord): Promise<FuturesOutcome> {
  const market = c.state.markets.get(open.symbol)!;
  const plan = market.book.planCancel(open.id);
  if (!plan) throw new Error(`open futures order ${open.id} is not in the ${open.symbol} book`);
  const order: FuturesOrderRecord = { ...open, status: 'cancelled', updatedAt: c.now, version: open.version + 1 };
  await releaseOrder(c, order);
  const ids = { ...c.state.ids };
  const command = journal(c, ids, 'cancel', open.userId, open.id, {}, open.symbol, plan);
  ids.command = command.id;
  return outcome(c, { market, plan, orders: [order], command, ids });
}

/** Leverage and margin mode: refused with 409 while the user has a position or an open order on the symbol. */
export function changeSettings(c: FuturesCommandContext, userId: number, symbol: string, change: Partial<SettingsValue>): FuturesOutcome {
  const market = c.state.markets.get(symbol);
  if (!market) throw new AppError(404, 'unknownSymbol');
  if (
    change.leverage !== undefined &&
    (!Number.isInteger(change.leverage) || change.leverage < 1 || change.leverage > market.info.maxLeverage)
  )
    throw badRequest('leverageOutOfRange', { max: market.info.maxLeverage });
  if (c.state.positionOf(userId, symbol) || c.state.openOrdersOf(userId, symbol).length > 0)
    throw new AppError(409, 'futuresSettingsLocked');
  const value = { ...c.state.settingsOf(userId, symbol), ...change };
  const ids = { ...c.state.ids };
  const command = journal(c, ids, 'settings', userId, 0, value, symbol, null);
  ids.command = command.id;
  const settings = [{ user_id: userId, symbol, leverage: value.leverage, margin_mode: value.marginMode }];
  return outcome(c, { settings, command, ids });
}

/** Sets (a price), clears (null) or keeps (undefined) each of take-profit and stop-loss, by the four rules. */
export function setTpSl(
  c: FuturesCommandContext,
  userId: number,
  positionId: number,
  change: { takeProfit: bigint | null | undefined; stopLoss: bigint | null | undefined },
): FuturesOutcome {
  const open = c.state.positions.get(positionId);
  if (!open || open.userId !== userId) throw new AppError(404, 'positionNotFound');
  const market = c.state.markets.get(open.symbol)!;
  const takeProfit = change.takeProfit === undefined ? open.takeProfit : change.takeProfit;
  const stopLoss = change.stopLoss === undefined ? open.stopLoss : change.stopLoss;
  checkTpSl(open.side, averagePrice(market, open.cost, open.lots), { takeProfit, stopLoss });
  const position: PositionRecord = { ...open, takeProfit, stopLoss, updatedAt: c.now, version: open.version + 1 };
  const ids = { ...c.state.ids };
  const payload = { takeProfit: takeProfit?.toString() ?? null, stopLoss: stopLoss?.toString() ?? null };
  const command = journal(c, ids, 'tpsl', userId, positionId, payload, open.symbol, null);
  ids.command = command.id;
  return outcome(c, { positions: [position], command, ids });
}
