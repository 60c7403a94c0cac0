/**
 * The one decimal module: money and prices stay decimal strings, never floats. Three views of the
 * same strings, each for its users: exact arithmetic (order totals, balances), allocation-free
 * comparison of validated book prices (the depth reducer's hot path) and digit parts for display.
 */
export * from './exact';
export * from './book';
export * from './parts';
export * from './input';
