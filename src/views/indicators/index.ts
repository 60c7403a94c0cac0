export type { Line, Values } from './line';
export { sma } from './ma';
export { ema } from './ema';
export { boll, type Bollinger } from './boll';
export { macd, type Macd } from './macd';
export { rsi } from './rsi';
export { vol, type Volume } from './vol';
