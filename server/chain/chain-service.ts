/**
 * The simulated chain and deposits (docs/wallet.md): a miner per network on its block time, deposit addresses, the demo's
 * simulated transfers, voucher images and the reads of docs/api.md `wallet/*`. Every write runs in the one serial queue;
 * the `deposit` bus event follows the commit. The miner reads the stored mempool, so transactions written by
 * `npm run chain -- send` are mined too.
 */
import type { Kysely } from 'kysely';
import type { Paged } from '@contract/primitives';
import type {
  AssetNetwork,
  Deposit,
  DepositAddress,
  DepositAddressReq,
  DepositListReq,
  DepositProofReq,
  NetworkId,
  SimulateDepositReq,
} from '@contract/wallet';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { Ledger } from '../ledger/ledger';
import { pageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { pageDeposits, recentDeposits } from './deposit-store';
import { DepositAddresses } from './deposit-addresses';
import { toWireDeposit, type DepositRecord } from './deposit-record';
import { mineIn, type MinedBlock } from './mine';
import { ASSET_NETWORKS } from './networks';
import { BlockSchedule } from './block-schedule';
import { attachProofIn } from './proof';
import { assetNetworkOf } from './request-checks';
import { simulateIn } from './simulate';
import { withdrawableOf } from './withdrawable';

/** how often the miner looks for a network whose block is due: well under the shortest block time (3 s) */
const SCHEDULE_CHECK_MS = 250;

export interface ChainDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  /** the server key deposit addresses are derived from (addresses/seed.ts) */
  seed: Uint8Array;
}

/** Work of another module that moves with a network's blocks (withdrawals: server/wallet), run in the block's transaction. */
export type BlockHook = (trx: Parameters<Serial['hooks']>[0], network: NetworkId, height: number, now: number) => Promise<void>;

export class ChainService {
  private readonly addresses: DepositAddresses;
  private readonly schedule = new BlockSchedule();
  private timer: NodeJS.Timeout | null = null;
  private mining: Promise<unknown> | null = null;
  private readonly blockHooks: BlockHook[] = [];

  constructor(private readonly deps: ChainDeps) {
    this.addresses = new DepositAddresses(deps.serial, deps.seed);
  }

  /**
   * Reads when each network last made a block, then looks every `everyMs` for the networks whose block time has passed
   * on the clock and mines their next block (0: never; a test moves its clock and calls mineDue()).
   */
  async start(everyMs = SCHEDULE_CHECK_MS): Promise<void> {
    await this.schedule.load(this.deps.db, this.deps.clock.now());
    if (everyMs > 0) this.timer = setInterval(() => this.mineOnTime(), everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.mining;
  }

  /** The next block of every network whose block time has passed since its last block. */
  async mineDue(): Promise<MinedBlock[]> {
    const blocks: MinedBlock[] = [];
    for (const network of this.schedule.due(this.deps.clock.now())) blocks.push(await this.mineBlock(network));
    return blocks;
  }

  onBlock(hook: BlockHook): void {
    this.blockHooks.push(hook);
  }

  networks(): AssetNetwork[] {
    return [...ASSET_NETWORKS];
  }

  /** The user's address on a network; remembered, so a transfer to it (also from the chain script) finds its user. */
  depositAddress(userId: number, req: DepositAddressReq): Promise<DepositAddress> {
    return this.addresses.handOut(userId, req);
  }

  simulate(userId: number, req: SimulateDepositReq): Promise<Deposit> {
    const address = this.addresses.of(assetNetworkOf(req).network, userId);
    return this.deps.serial.run(async (trx) => {
      const { deposit, created } = await simulateIn(trx, userId, address, req, this.deps.clock.now());
      if (created) this.publishAfterCommit(trx, [deposit]);
      return toWireDeposit(deposit);
    });
  }

  attachProof(userId: number, req: DepositProofReq): Promise<Deposit> {
    return this.deps.serial.run(async (trx) => {
      const deposit = await attachProofIn(trx, userId, req);
      this.publishAfterCommit(trx, [deposit]);
      return toWireDeposit(deposit);
    });
  }

  async list(userId: number, req: DepositListReq): Promise<Paged<Deposit>> {
    const q = pageQuery(req);
    const { items, total } = await pageDeposits(this.deps.db, userId, req.asset, q);
    return { items: items.map(toWireDeposit), page: q.page, size: q.size, total };
  }

  /** The `deposits` snapshot: deposits not yet unlocked, and the latest 20, newest first. */
  async recentDeposits(userId: number): Promise<Deposit[]> {
    return (await recentDeposits(this.deps.db, userId)).map(toWireDeposit);
  }

  /** What the user may withdraw of `asset` now (withdrawable.ts; inside a transaction, call withdrawableOf with it). */
  withdrawableOf(userId: number, asset: string): Promise<bigint> {
    return withdrawableOf(this.deps.db, this.deps.ledger, userId, asset);
  }

  /** Mines the next block of `network` now. */
  mineBlock(network: NetworkId): Promise<MinedBlock> {
    return this.deps.serial.run(async (trx) => {
      const now = this.deps.clock.now();
      const block = await mineIn(trx, this.deps.ledger, network, now);
      for (const hook of this.blockHooks) await hook(trx, network, block.height, now);
      this.deps.serial.hooks(trx).afterCommit(() => this.schedule.mined(network, now));
      this.publishAfterCommit(trx, block.changed);
      return block;
    });
  }

  private publishAfterCommit(trx: Parameters<Serial['hooks']>[0], deposits: readonly DepositRecord[]): void {
    this.deps.serial.hooks(trx).afterCommit(() => {
      for (const d of deposits) this.deps.bus.emit('deposit', d.userId, toWireDeposit(d));
    });
  }

  private mineOnTime(): void {
    if (this.mining) return;
    this.mining = this.mineDue()
      .catch((err: unknown) => console.error('chain: a block failed; the next check tries again', err))
      .finally(() => (this.mining = null));
  }
}
