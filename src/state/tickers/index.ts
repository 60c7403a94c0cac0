export { liveTickers$ } from './liveTickers';
export { joinTickers, type MarketRowData } from './marketRows';
