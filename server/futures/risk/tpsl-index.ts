/**
 * Take-profit and stop-loss prices by symbol, ordered for the mark (docs/futures.md: long TP and short SL fire on a
 * rise, long SL and short TP on a fall). A position holds at most one of each.
 */
import type { PositionSide } from '@contract/futures';
import { tpSlDirection, type TpSlKind } from '../math';
import { PriceTriggers } from './price-triggers';

export interface TpSlTrigger {
  positionId: string;
  kind: TpSlKind;
}

const idOf = (positionId: string, kind: TpSlKind) => `${positionId}:${kind}`;

export class TpSlIndex {
  private readonly bySymbol = new Map<string, PriceTriggers<TpSlTrigger>>();

  /** Sets (or with null clears) the take-profit or stop-loss of a position. */
  set(symbol: string, positionId: string, side: PositionSide, kind: TpSlKind, price: bigint | null): void {
    const id = idOf(positionId, kind);
    if (price === null) {
      this.bySymbol.get(symbol)?.delete(id);
      return;
    }
    let triggers = this.bySymbol.get(symbol);
    if (!triggers) this.bySymbol.set(symbol, (triggers = new PriceTriggers()));
    triggers.set(id, tpSlDirection(side, kind), price, { positionId, kind });
  }

  /** Forgets both triggers of a closed position. */
  deletePosition(symbol: string, positionId: string): void {
    const triggers = this.bySymbol.get(symbol);
    triggers?.delete(idOf(positionId, 'takeProfit'));
    triggers?.delete(idOf(positionId, 'stopLoss'));
  }

  priceOf(symbol: string, positionId: string, kind: TpSlKind): bigint | undefined {
    return this.bySymbol.get(symbol)?.priceOf(idOf(positionId, kind));
  }

  /** The triggers of `symbol` that `mark` reaches. */
  crossedBy(symbol: string, mark: bigint): TpSlTrigger[] {
    return this.bySymbol.get(symbol)?.crossedBy(mark) ?? [];
  }
}
