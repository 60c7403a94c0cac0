import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { readDecimalInput } from '../../../src/decimal/input';
import { initialOrderForm, orderFormReducer, type OrderFormState } from '../../../src/views/trade/form/orderFormState';
import { estimatedFee, orderTotal, sliderAmount, type OrderContext } from '../../../src/views/trade/form/orderMath';
import { validateOrder } from '../../../src/views/trade/form/validateOrder';
import { attemptFor, outcomeUnknown } from '../../../src/state/submit/submitAttempt';

const CTX: OrderContext = {
  pricePrecision: 2,
  qtyPrecision: 5,
  minQty: '0.00001',
  baseAvailable: '0.5',
  quoteAvailable: '10000',
  last: '64000.00',
};
const form = (patch: Partial<OrderFormState>): OrderFormState => ({ ...initialOrderForm('buy', '64000.00'), ...patch });

describe('readDecimalInput', () => {
  it.each([
    ['', 2, { ok: true, text: '' }],
    ['12.34', 2, { ok: true, text: '12.34' }],
    ['12,3', 2, { ok: true, text: '12.3' }],
    ['.5', 2, { ok: true, text: '0.5' }],
    ['.', 2, { ok: true, text: '0.' }],
    ['12.345', 2, { ok: false, reason: 'decimals' }],
    ['7.', 0, { ok: false, reason: 'decimals' }],
    ['1e5', 2, { ok: false, reason: 'format' }],
    ['-1', 2, { ok: false, reason: 'format' }],
    ['1234567890123456789', 2, { ok: false, reason: 'format' }],
  ])('%j with %i decimals', (raw, decimals, verdict) => expect(readDecimalInput(raw, decimals)).toEqual(verdict));
});

describe('order form reducer', () => {
  it('clears the amounts when the side or type changes and the slider mark when typing', () => {
    const filled = form({ qty: '0.1', quote: '50', percent: 50 });
    expect(orderFormReducer(filled, { kind: 'side', side: 'sell' })).toMatchObject({ side: 'sell', qty: '', quote: '', percent: 0 });
    expect(orderFormReducer(filled, { kind: 'type', type: 'market' })).toMatchObject({ type: 'market', qty: '', percent: 0 });
    expect(orderFormReducer(filled, { kind: 'price', text: '1' })).toMatchObject({ price: '1', qty: '0.1', percent: 0 });
    expect(orderFormReducer(filled, { kind: 'placed' })).toMatchObject({ price: '64000.00', qty: '', quote: '' });
  });
});

describe('slider, total and fee', () => {
  it('cuts slider amounts down to the field precision', () => {
    expect(sliderAmount(form({}), 25, { ...CTX, quoteAvailable: '100' })).toEqual({ field: 'qty', text: '0.00039' });
    expect(sliderAmount(form({ type: 'market' }), 100, { ...CTX, quoteAvailable: '99.999' })).toEqual({ field: 'quote', text: '99.99' });
    expect(sliderAmount(form({ side: 'sell' }), 50, { ...CTX, baseAvailable: '0.00003' })).toEqual({ field: 'qty', text: '0.00001' });
  });

  it('has no slider amount while the balance or the price is unknown', () => {
    expect(sliderAmount(form({}), 50, { ...CTX, quoteAvailable: null })).toBeNull();
    expect(sliderAmount(form({ price: '' }), 50, CTX)).toBeNull();
    expect(sliderAmount(form({ price: '0' }), 50, CTX)).toBeNull();
  });

  it('totals exactly, and estimates a market sell at the last price', () => {
    expect(orderTotal(form({ price: '0.1', qty: '3' }), CTX)).toEqual({ value: '0.3', estimated: false });
    expect(orderTotal(form({ type: 'market', quote: '25.5' }), CTX)).toEqual({ value: '25.5', estimated: false });
    expect(orderTotal(form({ side: 'sell', type: 'market', qty: '0.5' }), CTX)).toEqual({ value: '32000.000', estimated: true });
    expect(orderTotal(form({ qty: '' }), CTX)).toBeNull();
  });

  it('charges a buyer the fee in the coin and a seller in USDT', () => {
    expect(estimatedFee(form({ qty: '0.5' }), CTX, '0.001', 'BTC')).toEqual({ value: '0.0005', asset: 'BTC' });
    expect(estimatedFee(form({ side: 'sell', price: '100', qty: '2' }), CTX, '0.001', 'BTC')).toEqual({ value: '0.200', asset: 'USDT' });
  });
});

describe('validateOrder', () => {
  it.each([
    [form({ price: '0' }), { error: 'priceZero' }],
    [form({ qty: '0' }), { error: 'quantityZero' }],
    [form({ type: 'market', quote: '' }), { error: 'amountZero' }],
    // left over from a pair with finer quantities
    [form({ qty: '0.123456' }), { error: 'tooManyDecimals', field: 'quantity', decimals: 5 }],
    [form({ price: '1.001', qty: '1' }), { error: 'tooManyDecimals', field: 'price', decimals: 2 }],
    [form({ qty: '0.000001' }), { error: 'tooManyDecimals', field: 'quantity', decimals: 5 }],
    [form({ qty: '0.00000' }), { error: 'quantityZero' }],
    [form({ price: '64000', qty: '0.15626' }), { error: 'insufficient' }],
    [form({ side: 'sell', qty: '0.50001' }), { error: 'insufficient' }],
    [form({ type: 'market', quote: '10000.01' }), { error: 'insufficient' }],
  ])('refuses %j', (input, problem) => expect(validateOrder(input, CTX, 'BTCUSDT')).toEqual(problem));

  it('refuses a quantity under the minimum', () => {
    expect(validateOrder(form({ qty: '0.05' }), { ...CTX, minQty: '0.1' }, 'BTCUSDT')).toEqual({ error: 'belowMinimum', min: '0.1' });
  });

  it('spends exactly the whole balance', () => {
    expect(validateOrder(form({ price: '64000', qty: '0.15625' }), CTX, 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '64000',
      quantity: '0.15625',
    });
  });

  it('leaves unknown balances to the server', () => {
    expect(validateOrder(form({ side: 'sell', qty: '9' }), { ...CTX, baseAvailable: null }, 'BTCUSDT')).toMatchObject({ quantity: '9' });
  });
});

describe('client ids per submit attempt', () => {
  let n = 0;
  const newId = () => `id-${++n}`;

  it('reuses the pending id for the same body only', () => {
    const first = attemptFor(null, 'order A', newId);
    expect(attemptFor(first, 'order A', newId)).toBe(first);
    expect(attemptFor(first, 'order B', newId).id).not.toBe(first.id);
  });

  it('counts no answer and server failures as unknown outcomes, refusals as known', () => {
    expect(outcomeUnknown(new ApiError('timeout', 0, 0, ''))).toBe(true);
    expect(outcomeUnknown(new ApiError('network', 0, 0, ''))).toBe(true);
    expect(outcomeUnknown(new ApiError('http', 503, 503, 'down'))).toBe(true);
    expect(outcomeUnknown(new ApiError('http', 422, 422, 'Insufficient available balance'))).toBe(false);
    expect(outcomeUnknown(new Error('bug'))).toBe(false);
  });
});
