/**
 * Open positions valued at the latest mark (docs/futures.md, Positions and Liquidation price), and the contract
 * account built on them. Cross positions of one user share the wallet, so they are valued together.
 */
import type { ContractAccount, Position } from '@contract/futures';
import { fromUnits } from '../../money';
import { accountRisk, heldPosition, notional, roe } from '../math';
import type { MarkReading } from './mark-source';
import type { PerpMarket } from './perp-market';
import type { PositionRecord } from './records';
import { averagePrice, positionBasics } from './views';

export interface ValuationInput {
  positions: readonly PositionRecord[];
  market(symbol: string): PerpMarket;
  /** the latest mark, or null before any (the position is then valued at its entry price) */
  mark(symbol: string): MarkReading | null;
  closingLots(p: PositionRecord): bigint;
  /** the contract wallet: available + frozen (order margin) */
  wallet: { available: bigint; frozen: bigint };
}

export interface Valuation {
  positions: Position[];
  /** Σ position margin and Σ unrealised PnL, units */
  margin: bigint;
  unrealized: bigint;
}

export function valuePositions(input: ValuationInput): Valuation {
  const held = input.positions.map((p) => {
    const m = input.market(p.symbol);
    const reading = input.mark(p.symbol);
    return { p, m, markSeq: reading?.seq ?? 0, valued: heldPosition(p, m.terms, reading?.mark ?? null) };
  });
  const risks = accountRisk(
    input.wallet,
    held.map((h) => h.valued),
  );
  let unrealized = 0n;
  const positions = held.map(({ p, m, markSeq, valued: { mark, qty } }): Position => {
    const risk = risks.get(String(p.id))!;
    unrealized += risk.unrealisedPnl;
    return {
      ...positionBasics(p),
      quantity: p.lots.toString(),
      closableQty: (p.lots - input.closingLots(p)).toString(),
      entryPrice: m.book.formatPrice(averagePrice(m, p.cost, p.lots)),
      markPrice: m.book.formatPrice(mark),
      markSeq,
      positionValue: fromUnits(notional(qty, mark)),
      margin: fromUnits(p.margin),
      maintenanceMargin: fromUnits(risk.maintenanceMargin),
      unrealizedPnl: fromUnits(risk.unrealisedPnl),
      roe: roe(risk.unrealisedPnl, p.cost, p.leverage),
      liquidationPrice: m.book.formatPrice(risk.liquidationPrice),
      takeProfit: p.takeProfit === null ? null : m.book.formatPrice(p.takeProfit),
      stopLoss: p.stopLoss === null ? null : m.book.formatPrice(p.stopLoss),
      updatedAt: p.updatedAt,
      version: p.version,
    };
  });
  return { positions, margin: input.positions.reduce((sum, p) => sum + p.margin, 0n), unrealized };
}

/** A position whose last lot closed: the push that tells the client it is gone (`quantity` "0"). */
export function closedPositionPush(p: PositionRecord, m: PerpMarket): Position {
  return {
    ...positionBasics(p),
    quantity: '0',
    closableQty: '0',
    entryPrice: m.book.formatPrice(averagePrice(m, p.openNotional, p.openedLots)),
    markPrice: '0',
    markSeq: 0,
    positionValue: '0',
    margin: '0',
    maintenanceMargin: '0',
    unrealizedPnl: '0',
    roe: '0.00',
    liquidationPrice: '0',
    takeProfit: null,
    stopLoss: null,
    updatedAt: p.updatedAt,
    version: p.version,
  };
}

/** equity = available + frozen + position margin + unrealised PnL (docs/futures.md, Ledger). */
export function contractAccount(wallet: { available: bigint; frozen: bigint }, valuation: Valuation, realized: bigint): ContractAccount {
  const { margin, unrealized: upnl } = valuation;
  const equity = wallet.available + wallet.frozen + margin + upnl;
  return {
    asset: 'USDT',
    available: fromUnits(wallet.available),
    frozen: fromUnits(wallet.frozen),
    positionMargin: fromUnits(margin),
    unrealizedPnl: fromUnits(upnl),
    realizedPnl: fromUnits(realized),
    equity: fromUnits(equity > 0n ? equity : 0n),
  };
}
