/**
 * Open positions valued at the latest mark (docs/futures.md, Positions and Liquidation price), and the contract
 * account built on them. Cross positions of one user share the wallet, so they are valued together.
 */
import type { ContractAccount, Position } from '@contract/futures';
import { fromUnits } from '../../money';
import { liquidationPrice, maintenanceMargin, notional, positionQty, roe, unrealisedPnl } from '../math';
import type { MarkReading } from './mark-source';
import type { PerpMarket } from './perp-market';
import type { PositionRecord } from './records';
import { averagePrice } from './views';

export interface ValuationInput {
  positions: readonly PositionRecord[];
  market(symbol: string): PerpMarket;
  /** the latest mark, or null before any (the position is then valued at its entry price) */
  mark(symbol: string): MarkReading | null;
  closingLots(p: PositionRecord): bigint;
  /** the contract wallet: available + frozen (order margin) */
  wallet: { available: bigint; frozen: bigint };
}

interface Valued {
  p: PositionRecord;
  m: PerpMarket;
  mark: MarkReading;
  qty: bigint;
  value: bigint;
  upnl: bigint;
  mm: bigint;
}

function value(input: ValuationInput, p: PositionRecord): Valued {
  const m = input.market(p.symbol);
  const qty = positionQty(p.lots, m.contractSize);
  const mark = input.mark(p.symbol) ?? { mark: averagePrice(m, p.cost, p.lots), seq: 0, ts: p.updatedAt };
  const value = notional(qty, mark.mark);
  return { p, m, mark, qty, value, upnl: unrealisedPnl(p.side, qty, p.cost, mark.mark), mm: maintenanceMargin(m.brackets, value) };
}

export interface Valuation {
  positions: Position[];
  /** Σ position margin and Σ unrealised PnL, units */
  margin: bigint;
  unrealized: bigint;
}

export function valuePositions(input: ValuationInput): Valuation {
  const valued = input.positions.map((p) => value(input, p));
  const cross = valued.filter((v) => v.p.marginMode === 'cross');
  const crossWallet = input.wallet.available + input.wallet.frozen + cross.reduce((sum, v) => sum + v.p.margin, 0n);
  const crossMm = cross.reduce((sum, v) => sum + v.mm, 0n);
  const crossUpnl = cross.reduce((sum, v) => sum + v.upnl, 0n);
  const positions = valued.map((v): Position => {
    const { p, m } = v;
    const isolated = p.marginMode === 'isolated';
    const lp = liquidationPrice({
      side: p.side,
      qty: v.qty,
      cost: p.cost,
      walletBalance: isolated ? p.margin : crossWallet,
      otherMaintenance: isolated ? 0n : crossMm - v.mm,
      otherUnrealisedPnl: isolated ? 0n : crossUpnl - v.upnl,
      brackets: m.brackets,
      pricePrecision: m.info.pricePrecision,
    });
    return {
      id: String(p.id),
      symbol: p.symbol,
      side: p.side,
      marginMode: p.marginMode,
      leverage: p.leverage,
      quantity: p.lots.toString(),
      closableQty: (p.lots - input.closingLots(p)).toString(),
      entryPrice: m.book.formatPrice(averagePrice(m, p.cost, p.lots)),
      markPrice: m.book.formatPrice(v.mark.mark),
      markSeq: v.mark.seq,
      positionValue: fromUnits(v.value),
      margin: fromUnits(p.margin),
      maintenanceMargin: fromUnits(v.mm),
      unrealizedPnl: fromUnits(v.upnl),
      roe: roe(v.upnl, p.cost, p.leverage),
      realizedPnl: fromUnits(p.realizedPnl),
      fees: fromUnits(p.fees),
      funding: fromUnits(p.funding),
      liquidationPrice: m.book.formatPrice(lp),
      takeProfit: p.takeProfit === null ? null : m.book.formatPrice(p.takeProfit),
      stopLoss: p.stopLoss === null ? null : m.book.formatPrice(p.stopLoss),
      openedAt: p.openedAt,
      updatedAt: p.updatedAt,
      version: p.version,
    };
  });
  return {
    positions,
    margin: valued.reduce((sum, v) => sum + v.p.margin, 0n),
    unrealized: valued.reduce((sum, v) => sum + v.upnl, 0n),
  };
}

/** A position whose last lot closed: the push that tells the client it is gone (`quantity` "0"). */
export function closedPositionPush(p: PositionRecord, m: PerpMarket): Position {
  return {
    id: String(p.id),
    symbol: p.symbol,
    side: p.side,
    marginMode: p.marginMode,
    leverage: p.leverage,
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
    realizedPnl: fromUnits(p.realizedPnl),
    fees: fromUnits(p.fees),
    funding: fromUnits(p.funding),
    liquidationPrice: '0',
    takeProfit: null,
    stopLoss: null,
    openedAt: p.openedAt,
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
