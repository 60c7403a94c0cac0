/**
 * The indicators a trader can choose, apart from their maths (indicatorSet.ts), so the pickers and
 * the stored choices can show before the chart and its indicator code have loaded.
 */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'RSI'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number] | 'NONE';
export type SubIndicator = (typeof SUB_INDICATORS)[number] | 'NONE';
