import type { Level } from '@contract/market';

/** The part of a book that the ladders and the depth map show; `ready` false means it is re-syncing. */
export interface BookFrame {
  ready: boolean;
  bids: readonly Level[];
  asks: readonly Level[];
}
