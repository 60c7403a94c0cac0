import { describe, expect, it } from 'vitest';
import { lotsAtPercent, maxLots, orderCost, type OpenOrderTerms } from '../../../src/state/futures';

const terms = (overrides: Partial<OpenOrderTerms> = {}): OpenOrderTerms => ({
  side: 'long',
  type: 'limit',
  price: '60000',
  mark: '60000',
  leverage: 10,
  contractSize: '0.001',
  takerFee: '0.0005',
  ...overrides,
});

describe('futures order math (docs/futures.md: frozen = N / leverage + N × takerFee)', () => {
  it('limit: 10 lots of BTC at 60,000, 10x → margin 60, fee 0.3', () => {
    expect(orderCost('10', terms())).toEqual({ margin: '60.00000000', fee: '0.3000000', total: '60.30000000' });
  });

  it('market buy reserves at mark × 1.05, market sell at the mark', () => {
    expect(orderCost('10', terms({ type: 'market', price: '' }))?.margin).toBe('63.00000000');
    expect(orderCost('10', terms({ type: 'market', side: 'short', price: '' }))?.margin).toBe('60.00000000');
  });

  it('nothing to show without a price or a positive whole quantity', () => {
    expect(orderCost('10', terms({ price: '' }))).toBeNull();
    expect(orderCost('0', terms())).toBeNull();
    expect(orderCost('', terms())).toBeNull();
  });

  it('max lots: what the available margin pays for, fee included, capped by the order limit', () => {
    // one lot freezes 6.03: 100 / 6.03 = 16.58 → 16
    expect(maxLots('100', terms(), 100_000)).toBe(16);
    expect(maxLots('1000000', terms(), 1_000)).toBe(1_000);
    expect(maxLots(null, terms(), 1_000)).toBe(0);
    expect(maxLots('100', terms({ price: '' }), 1_000)).toBe(0);
  });

  it('slider stops are whole lots, cut down', () => {
    expect(lotsAtPercent(16, 25)).toBe(4);
    expect(lotsAtPercent(15, 25)).toBe(3);
    expect(lotsAtPercent(15, 100)).toBe(15);
  });
});
