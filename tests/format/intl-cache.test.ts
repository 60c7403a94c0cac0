import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Building an Intl.NumberFormat loads locale data; the book and trades rows format prices on every
 * tick, so a formatter built per call costs the live feed dearly (issue 12, ui bench). This counts
 * constructions while formatting many prices and amounts: one per language and style, never per call.
 */
const RealNumberFormat = Intl.NumberFormat;
let built = 0;

afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
  built = 0;
  vi.resetModules();
});

function countConstructions(): void {
  // a subclass, so formatters still work while they are counted
  Intl.NumberFormat = class CountingNumberFormat extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.NumberFormat;
}

describe('the shared formatters keep their Intl.NumberFormat', () => {
  it('formats a thousand prices and amounts with one integer formatter and one separator lookup', async () => {
    countConstructions();
    const { formatAmountIn, formatPriceIn } = await import('../../contract/format/amount');
    for (let i = 0; i < 500; i += 1) {
      formatPriceIn('de', `${64000 + i}.123`, 2);
      formatAmountIn('de', `${i}.5`, 1);
    }
    expect(formatPriceIn('de', '64039.7', 2)).toBe('64.039,70');
    // integerFormat once, decimalSeparator's probe once
    expect(built).toBe(2);
  });

  it('builds each style once per language and hands back the same formatter', async () => {
    const { compactFormat, integerFormat, percentFormat } = await import('../../contract/format/intl');
    expect(integerFormat('fr')).toBe(integerFormat('fr'));
    expect(percentFormat('fr', 2, true)).toBe(percentFormat('fr', 2, true));
    expect(compactFormat('fr')).toBe(compactFormat('fr'));
    expect(integerFormat('fr')).not.toBe(integerFormat('tr'));
    expect(percentFormat('fr', 2, true)).not.toBe(percentFormat('fr', 2, false));
  });
});
