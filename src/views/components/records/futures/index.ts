export { PositionCard } from './PositionCard';
export { ClosedPositionCard } from './ClosedPositionCard';
export { FuturesOrderCard } from './FuturesOrderCard';
export type { PerpDisplay } from './perpDisplay';
