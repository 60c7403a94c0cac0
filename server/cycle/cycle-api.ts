/**
 * What the cycle module offers the HTTP routes and the WebSocket gateway (docs/cycle.md, docs/api.md "cycle/*",
 * docs/protocol.md `index.<SYMBOL>` and `cycleOrders`). CycleService implements it; the routes and the gateway depend
 * on this interface only. Every method that takes a userId acts on that user's orders alone (another user's order is
 * "not found"). Failures are AppErrors (server/errors.ts) with translated message keys.
 */
import type { CycleEvidence, CycleListReq, CycleOrder, CycleRules, CycleTicksReq, IndexTick, PlaceCycleOrderReq } from '@contract/cycle';
import type { Paged } from '@contract/primitives';

export interface CycleApi {
  /** the published rules (cycle/rules) */
  rules(): CycleRules;
  /** ticks of the index tick log (cycle/ticks), oldest first */
  ticks(req: CycleTicksReq): Promise<IndexTick[]>;
  /** the latest ticks of a symbol from memory, oldest first, for the `index.<SYMBOL>` snapshot; [] for an unknown symbol */
  recentTicks(symbol: string): IndexTick[];
  /** accepts an order (idempotent by clientId per user); the `cycleOrder` bus event follows the commit */
  place(userId: number, req: PlaceCycleOrderReq): Promise<CycleOrder>;
  openOrders(userId: number, req: CycleListReq): Promise<Paged<CycleOrder>>;
  /** every open order of the user, for the `cycleOrders` snapshot */
  allOpenOrders(userId: number): Promise<CycleOrder[]>;
  history(userId: number, req: CycleListReq): Promise<Paged<CycleOrder>>;
  evidence(userId: number, orderId: string): Promise<CycleEvidence>;
}
