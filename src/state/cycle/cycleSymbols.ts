import type { CycleCategory, CyclePeriod, CycleRules, CycleSymbol } from '@contract/cycle';

/** The symbols of one category, in the order cycle/rules lists them. */
export function cycleSymbolsOf(rules: CycleRules, category: CycleCategory): CycleSymbol[] {
  return rules.symbols.filter((symbol) => symbol.category === category);
}

/** The period row of `seconds`, or undefined for a period the rules do not offer. */
export function cyclePeriodOf(rules: CycleRules, seconds: number): CyclePeriod | undefined {
  return rules.periods.find((period) => period.seconds === seconds);
}
