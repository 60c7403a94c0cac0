import type { Order } from '@contract/spot';

/**
 * How a bot learns what became of its own orders (filled by someone else's order, finished): the
 * engine's changes of one user's orders, after commit and in commit order, as a signed-in user
 * gets them on the private orders channel. The simulator itself only sends commands; whoever
 * builds it (server/market) supplies this. Returns the function that stops following.
 */
export type FollowOrders = (userId: number, onOrder: (order: Order) => void) => () => void;
