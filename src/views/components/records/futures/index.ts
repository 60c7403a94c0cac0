export { PositionCard } from './PositionCard';
export { ClosedPositionCard } from './ClosedPositionCard';
export { FuturesOrderCard } from './FuturesOrderCard';
export { LivePnl } from './LivePnl';
export type { PerpDisplay } from './perpDisplay';
export { WithPerpetualInfo } from './WithPerpetualInfo';
