/**
 * Open positions by liquidation price, per perpetual (docs/futures.md, Risk engine): a long is reached when the mark
 * falls to its LP, a short when the mark rises to it. A position without a liquidation price (0) is not held.
 */
import type { PositionSide } from '@contract/futures';
import { liquidationDirection } from '../math';
import { PriceTriggers } from './price-triggers';

export class LiquidationIndex {
  private readonly bySymbol = new Map<string, PriceTriggers<string>>();
  private readonly symbolOf = new Map<string, string>();

  get size(): number {
    return this.symbolOf.size;
  }

  /** Adds or moves a position; a liquidation price of 0 removes it (it cannot be liquidated). */
  set(symbol: string, positionId: string, side: PositionSide, liquidationPrice: bigint): void {
    if (liquidationPrice <= 0n) {
      this.delete(positionId);
      return;
    }
    const previous = this.symbolOf.get(positionId);
    if (previous !== undefined && previous !== symbol) this.delete(positionId);
    this.triggersOf(symbol).set(positionId, liquidationDirection(side), liquidationPrice, positionId);
    this.symbolOf.set(positionId, symbol);
  }

  delete(positionId: string): boolean {
    const symbol = this.symbolOf.get(positionId);
    if (symbol === undefined) return false;
    this.symbolOf.delete(positionId);
    return this.bySymbol.get(symbol)!.delete(positionId);
  }

  liquidationPriceOf(positionId: string): bigint | undefined {
    const symbol = this.symbolOf.get(positionId);
    return symbol === undefined ? undefined : this.bySymbol.get(symbol)!.priceOf(positionId);
  }

  /** The ids of the positions of `symbol` whose liquidation price `mark` reaches, the deepest first. */
  crossedBy(symbol: string, mark: bigint): string[] {
    return this.bySymbol.get(symbol)?.crossedBy(mark) ?? [];
  }

  private triggersOf(symbol: string): PriceTriggers<string> {
    let triggers = this.bySymbol.get(symbol);
    if (!triggers) this.bySymbol.set(symbol, (triggers = new PriceTriggers()));
    return triggers;
  }
}
