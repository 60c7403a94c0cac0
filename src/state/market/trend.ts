// Shared with the server, which colours a coin page's first price (server/http/coin-shell.ts).
export { trendOf, type Trend } from '@contract/format/trend';
