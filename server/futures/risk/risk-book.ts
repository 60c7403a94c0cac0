/**
 * The risk loop's memory: every open position, valued per user (server/futures/math accountRisk) and indexed by
 * liquidation price and TP/SL. A user's positions are revalued together when one of them changes, when the user's
 * wallet changes, and — for users with cross positions on several perpetuals — when one of those marks moves.
 */
import { findPerpetual } from '../../catalogue/perpetuals';
import { toUnits } from '../../money';
import {
  accountRisk,
  heldPosition,
  maintenanceMargin,
  notional,
  positionQty,
  toBrackets,
  type PerpTerms,
  type PositionRisk,
} from '../math';
import type { OpenPosition } from '../trading/futures-service';
import { LiquidationIndex } from './liquidation-index';
import type { RiskTrading } from './risk-ports';
import { TpSlIndex } from './tpsl-index';

export class RiskBook {
  readonly liquidations = new LiquidationIndex();
  readonly triggers = new TpSlIndex();
  private readonly positions = new Map<number, OpenPosition>();
  private readonly byUser = new Map<number, Set<number>>();
  private readonly risks = new Map<number, PositionRisk>();
  private readonly marks = new Map<string, bigint>();
  /** perpetual → users whose cross positions span it and another perpetual */
  private readonly spanning = new Map<string, Set<number>>();
  private readonly terms = new Map<string, PerpTerms>();

  constructor(private readonly trading: Pick<RiskTrading, 'contractWallet' | 'markOf'>) {}

  get(positionId: number): OpenPosition | undefined {
    return this.positions.get(positionId);
  }

  /** The risk of a position as last valued. */
  riskOf(positionId: number): PositionRisk | undefined {
    return this.risks.get(positionId);
  }

  /** The maintenance margin of a position at `mark` (a liquidation's evidence is valued at its tick). */
  maintenanceAt(p: OpenPosition, mark: bigint): bigint {
    const terms = this.termsOf(p.symbol);
    return maintenanceMargin(terms.brackets, notional(positionQty(p.lots, terms.contractSize), mark));
  }

  termsOf(symbol: string): PerpTerms {
    let terms = this.terms.get(symbol);
    if (!terms) {
      const perp = findPerpetual(symbol);
      if (!perp) throw new Error(`risk: unknown perpetual ${symbol}`);
      terms = { contractSize: toUnits(perp.contractSize), brackets: toBrackets(perp.tiers), pricePrecision: perp.pricePrecision };
      this.terms.set(symbol, terms);
    }
    return terms;
  }

  /** Adds or replaces positions, then revalues their users once each. */
  upsert(changed: readonly OpenPosition[]): void {
    for (const p of changed) {
      this.positions.set(p.id, p);
      let ids = this.byUser.get(p.userId);
      if (!ids) this.byUser.set(p.userId, (ids = new Set()));
      ids.add(p.id);
    }
    for (const userId of new Set(changed.map((p) => p.userId))) this.revalueUser(userId);
  }

  remove(positionId: number): void {
    const p = this.positions.get(positionId);
    if (!p) return;
    this.positions.delete(positionId);
    this.risks.delete(positionId);
    this.byUser.get(p.userId)?.delete(positionId);
    this.liquidations.delete(String(positionId));
    this.triggers.deletePosition(p.symbol, String(positionId));
    this.revalueUser(p.userId);
  }

  /** Takes a position out of both indexes while an order acts on it, so the next ticks do not fire it again. */
  suspend(positionId: number): void {
    const p = this.positions.get(positionId);
    this.liquidations.delete(String(positionId));
    if (p) this.triggers.deletePosition(p.symbol, String(positionId));
  }

  hasUser(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** Records a mark and revalues (and returns) the users whose cross positions on other perpetuals depend on it. */
  setMark(symbol: string, mark: bigint): number[] {
    this.marks.set(symbol, mark);
    // a copy: revaluing a user registers it again in the set being walked
    const users = [...(this.spanning.get(symbol) ?? [])];
    for (const userId of users) this.revalueUser(userId);
    return users;
  }

  /** The open positions of these users. */
  positionsOf(userIds: readonly number[]): OpenPosition[] {
    return userIds.flatMap((userId) => [...(this.byUser.get(userId) ?? [])].map((id) => this.positions.get(id)!));
  }

  revalueUser(userId: number): void {
    const ids = this.byUser.get(userId);
    const held = [...(ids ?? [])].map((id) => this.positions.get(id)!);
    this.registerSpan(userId, held);
    if (held.length === 0) {
      this.byUser.delete(userId);
      return;
    }
    const valued = held.map((p) =>
      heldPosition(p, this.termsOf(p.symbol), this.marks.get(p.symbol) ?? this.trading.markOf(p.symbol)?.mark ?? null),
    );
    const risks = accountRisk(this.trading.contractWallet(userId), valued);
    for (const p of held) {
      const risk = risks.get(String(p.id))!;
      this.risks.set(p.id, risk);
      this.liquidations.set(p.symbol, String(p.id), p.side, risk.liquidationPrice);
      this.triggers.set(p.symbol, String(p.id), p.side, 'takeProfit', p.takeProfit);
      this.triggers.set(p.symbol, String(p.id), p.side, 'stopLoss', p.stopLoss);
    }
  }

  private registerSpan(userId: number, held: readonly OpenPosition[]): void {
    for (const users of this.spanning.values()) users.delete(userId);
    const crossSymbols = new Set(held.filter((p) => p.marginMode === 'cross').map((p) => p.symbol));
    if (crossSymbols.size < 2) return;
    for (const symbol of crossSymbols) {
      let users = this.spanning.get(symbol);
      if (!users) this.spanning.set(symbol, (users = new Set()));
      users.add(userId);
    }
  }
}
