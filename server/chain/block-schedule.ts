/**
 * When each network's next block is due (docs/wallet.md block times), on the server clock: a network is due once its
 * block time has passed since its last block. Loaded from the stored blocks, so after a restart the chains carry on from
 * their last block's time (one block at a time: a long stop does not replay the blocks it missed).
 */
import type { NetworkId } from '@contract/wallet';
import type { Reader } from './chain-store';
import { BLOCK_TIME_MS, NETWORKS } from './networks';

export class BlockSchedule {
  private readonly lastAt = new Map<NetworkId, number>();

  /** Reads each network's last block time; a network without blocks counts from `now`. */
  async load(db: Reader, now: number): Promise<void> {
    const rows = await db
      .selectFrom('chain_blocks')
      .select(['network', (eb) => eb.fn.max('ts').as('last')])
      .groupBy('network')
      .execute();
    for (const network of NETWORKS) this.lastAt.set(network, now);
    for (const row of rows) this.lastAt.set(row.network, Number(row.last));
  }

  due(now: number): NetworkId[] {
    return NETWORKS.filter((n) => now - (this.lastAt.get(n) ?? now) >= BLOCK_TIME_MS[n]);
  }

  mined(network: NetworkId, at: number): void {
    this.lastAt.set(network, at);
  }
}
