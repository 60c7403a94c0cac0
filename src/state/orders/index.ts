export { OPEN_ORDERS_REST_SIZE, useOpenOrders } from './useOpenOrders';
export { useRevoke } from './useRevoke';
export { balancesSignature, privateChanges$, type RecordScope } from './privateChanges';
export { isEntrustedInQuote, unfilledOf } from './unfilled';
