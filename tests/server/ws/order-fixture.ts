/** One open BTCUSDT order of the private-channel tests, with the id (and status) a test gives it. */
import type { Order } from '@contract/spot';

export const order = (id: string, status: Order['status'] = 'new'): Order => ({
  id,
  clientOrderId: `client-${id}`,
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: '1.00',
  quantity: '1',
  quoteAmount: '0',
  filledQty: '0',
  remainingQty: '1',
  avgPrice: '0',
  filledQuote: '0',
  fee: '0',
  feeAsset: 'BTC',
  status,
  createdAt: 1,
  updatedAt: 1,
  version: 1,
});
