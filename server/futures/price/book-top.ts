/** What the mark reads of a perpetual's own book (FuturesService.bookTop): 1e-8 units, null where there is none. */
export interface BookTop {
  bid: bigint | null;
  ask: bigint | null;
  last: bigint | null;
}
