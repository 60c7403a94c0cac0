import { describe, expect, it } from 'vitest';
import { cyclePeriodOf, cycleSymbolsOf } from '../../../src/state/cycle';
import { cycleRules } from '../../helpers/cycle-fixtures';

describe('cycle symbols and periods', () => {
  it.each([
    ['crypto', ['BTCUSDT', 'ETHUSDT']],
    ['commodities', ['XAUUSDT', 'XAGUSDT', 'WTIUSDT']],
  ] as const)('%s lists its symbols in the rules order', (category, expected) => {
    expect(cycleSymbolsOf(cycleRules(), category).map((s) => s.symbol)).toEqual(expected);
  });

  it('finds a period row by seconds, none for one the rules do not offer', () => {
    expect(cyclePeriodOf(cycleRules(), 60)?.payoutRate).toBe('0.82');
    expect(cyclePeriodOf(cycleRules(), 45)).toBeUndefined();
  });
});
