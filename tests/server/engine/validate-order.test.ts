import { describe, expect, it } from 'vitest';
import type { PlaceOrderReq } from '@contract/spot';
import { validateOrder } from '../../../server/engine/validate-order';
import { findSymbol } from '../../../server/catalogue/symbols';

const base = { symbol: 'BTCUSDT', clientOrderId: 'client-order-1' };
const limitBuy = { ...base, side: 'buy', type: 'limit', price: '64000.00', quantity: '0.01' };
const check = (body: Record<string, unknown>) => () => validateOrder(body as unknown as PlaceOrderReq, findSymbol);

describe('validateOrder', () => {
  it.each([
    ['unknown symbol', { ...limitBuy, symbol: 'NOPEUSDT' }, 404, 'unknownSymbol'],
    ['symbol of the wrong type', { ...limitBuy, symbol: 42 }, 404, 'unknownSymbol'],
    ['bad side', { ...limitBuy, side: 'hold' }, 400, 'invalidField'],
    ['bad type', { ...limitBuy, type: 'stop' }, 400, 'invalidField'],
    ['short clientOrderId', { ...limitBuy, clientOrderId: 'x' }, 400, 'invalidField'],
    ['limit without price', { ...limitBuy, price: undefined }, 400, 'priceRequired'],
    ['limit without quantity', { ...limitBuy, quantity: undefined }, 400, 'quantityRequired'],
    ['market sell without quantity', { ...base, side: 'sell', type: 'market' }, 400, 'quantityRequired'],
    ['market buy without quoteAmount', { ...base, side: 'buy', type: 'market', quantity: '1' }, 400, 'quoteAmountRequired'],
    ['price as a number', { ...limitBuy, price: 64000 }, 400, 'invalidAmount'],
    ['negative quantity', { ...limitBuy, quantity: '-1' }, 400, 'invalidAmount'],
    ['NaN price', { ...limitBuy, price: 'NaN' }, 400, 'invalidAmount'],
    ['exponent', { ...limitBuy, quantity: '1e3' }, 400, 'invalidAmount'],
    ['zero quantity', { ...limitBuy, quantity: '0' }, 422, 'quantityMustBePositive'],
    ['zero price', { ...limitBuy, price: '0.00' }, 422, 'priceMustBePositive'],
    ['zero quote amount', { ...base, side: 'buy', type: 'market', quoteAmount: '0' }, 422, 'amountMustBePositive'],
    ['price off the tick', { ...limitBuy, price: '64000.001' }, 400, 'tooManyDecimals'],
    ['quantity off the lot', { ...limitBuy, quantity: '0.000001' }, 400, 'tooManyDecimals'],
    ['quote amount past 8 decimals', { ...base, side: 'buy', type: 'market', quoteAmount: '1.000000001' }, 400, 'tooManyDecimals'],
    ['quantity off the lot of another symbol', { ...limitBuy, symbol: 'ETHUSDT', quantity: '0.00001' }, 400, 'tooManyDecimals'],
    ['huge quantity', { ...limitBuy, quantity: '10000000000000' }, 422, 'amountTooLarge'],
    ['huge order value', { ...limitBuy, price: '1000000000.00', quantity: '100000' }, 422, 'amountTooLarge'],
    ['huge quote amount', { ...base, side: 'buy', type: 'market', quoteAmount: '9999999999999' }, 422, 'amountTooLarge'],
  ])('rejects %s', (_name, body, status, key) => {
    expect(check(body)).toThrow(expect.objectContaining({ status, key }));
  });

  it('rejects a quantity under the symbol minimum when the minimum is above one lot', () => {
    const btc = { ...findSymbol('BTCUSDT')!, minQty: '0.001' };
    const withMin = (body: Record<string, unknown>) => () => validateOrder(body as unknown as PlaceOrderReq, () => btc);
    expect(withMin({ ...limitBuy, quantity: '0.00099' })).toThrow(expect.objectContaining({ status: 422, key: 'quantityTooSmall' }));
    expect(withMin({ ...limitBuy, quantity: '0.001' })()).toMatchObject({ qty: 100_000n });
  });

  it('reads valid orders into units, ignoring fields that do not apply to the type', () => {
    expect(check({ ...limitBuy, quantity: '0.01000', quoteAmount: '5' })()).toMatchObject({
      side: 'buy',
      type: 'limit',
      price: 6_400_000_000_000n,
      qty: 1_000_000n,
      quote: 0n,
    });
    expect(check({ ...base, side: 'buy', type: 'market', quoteAmount: '25.5', price: '1' })()).toMatchObject({
      price: 0n,
      qty: 0n,
      quote: 2_550_000_000n,
    });
    expect(check({ ...base, side: 'sell', type: 'market', quantity: '0.5' })()).toMatchObject({ price: 0n, qty: 50_000_000n });
  });
});
