/** A stand-in for the futures trading service, as the risk loop sees it (server/futures/risk/risk-ports.ts). */
import type { ClosedPosition, Position } from '@contract/futures';
import type { Bus } from '../../../../server/bus';
import type { TpSlKind } from '../../../../server/futures/math';
import type { RiskTrading, TriggerEvidence } from '../../../../server/futures/risk/risk-ports';
import type { FundingRun, OpenPosition } from '../../../../server/futures/trading/futures-service';
import type { MarkReading } from '../../../../server/futures/trading/mark-source';

export class FakeTrading implements RiskTrading {
  readonly positions = new Map<number, OpenPosition>();
  readonly wallets = new Map<number, { available: bigint; frozen: bigint }>();
  readonly liquidations: { positionId: number; evidence: TriggerEvidence }[] = [];
  readonly closes: { positionId: number; kind: TpSlKind; tick: MarkReading }[] = [];
  readonly fundings: FundingRun[] = [];
  fundingCalls = 0;
  fundingReads = 0;
  private readonly lastFunding = new Map<string, number>();

  constructor(private readonly bus?: Bus) {}

  open(p: OpenPosition, announce = false): void {
    this.positions.set(p.id, p);
    if (announce) this.bus?.emit('position', p.userId, { id: String(p.id), quantity: p.lots.toString() } as Position);
  }

  openPositionsOf(symbol: string): readonly OpenPosition[] {
    return [...this.positions.values()].filter((p) => p.symbol === symbol);
  }

  openPosition(positionId: number): OpenPosition | null {
    return this.positions.get(positionId) ?? null;
  }

  contractWallet(userId: number) {
    return this.wallets.get(userId) ?? { available: 0n, frozen: 0n };
  }

  markOf(): MarkReading | null {
    return null;
  }

  liquidate(positionId: number, evidence: TriggerEvidence): Promise<ClosedPosition> {
    this.liquidations.push({ positionId, evidence });
    this.close(positionId);
    return Promise.resolve({} as ClosedPosition);
  }

  closeByTrigger(positionId: number, kind: TpSlKind, tick: MarkReading): Promise<unknown> {
    this.closes.push({ positionId, kind, tick });
    this.close(positionId);
    return Promise.resolve();
  }

  lastFundingTime(symbol: string): Promise<number | null> {
    this.fundingReads++;
    return Promise.resolve(this.lastFunding.get(symbol) ?? null);
  }

  /** idempotent per (symbol, funding time), as the service promises */
  applyFunding(run: FundingRun): Promise<void> {
    this.fundingCalls++;
    if (!this.fundings.some((f) => f.symbol === run.symbol && f.fundingTime === run.fundingTime)) this.fundings.push(run);
    this.lastFunding.set(run.symbol, Math.max(run.fundingTime, this.lastFunding.get(run.symbol) ?? 0));
    return Promise.resolve();
  }

  private close(positionId: number): void {
    const p = this.positions.get(positionId);
    if (!p) return;
    this.positions.delete(positionId);
    this.bus?.emit('position', p.userId, { id: String(p.id), quantity: '0' } as Position);
  }
}

let nextId = 1;
/** an open position with the defaults of a 0.1 BTC isolated long at 50,000, 10x (units 1e-8, lots of 0.001 BTC) */
export function openPosition(over: Partial<OpenPosition> = {}): OpenPosition {
  return {
    id: nextId++,
    userId: 1,
    symbol: 'BTCUSDT-PERP',
    side: 'long',
    marginMode: 'isolated',
    leverage: 10,
    lots: 100n,
    cost: 5_000n * 100_000_000n,
    margin: 500n * 100_000_000n,
    takeProfit: null,
    stopLoss: null,
    openedAt: 0,
    ...over,
  };
}
