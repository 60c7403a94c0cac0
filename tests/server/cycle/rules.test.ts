/** docs/cycle.md publishes the period table in prose; server/cycle/rules.ts must serve the same numbers. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CYCLE_PERIODS, CYCLE_RULES, CYCLE_RULES_VERSION } from '../../../server/cycle/rules';

const DOC = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/cycle.md'), 'utf8');

/** "5,000 USDT" → "5000.00", "82 %" → "0.82", "0.1 %" → "0.001" (exact: the doc's digits, shifted). */
const amount = (cell: string) => `${cell.replace(/ USDT$/, '').replaceAll(',', '')}.00`;
function percent(cell: string): string {
  const [int = '', frac = ''] = cell.replace(/ %$/, '').split('.');
  const digits = `${int.padStart(3, '0')}${frac}`;
  const shifted = `${digits.slice(0, -2 - frac.length) || '0'}.${digits.slice(-2 - frac.length)}`;
  return shifted.replace(/^0+(?=\d)/, '');
}

/** The rows of the markdown table under "## Periods". */
function docPeriods() {
  const section = DOC.split(/^## /m).find((s) => s.startsWith('Periods'))!;
  const rows = section.split('\n').filter((line) => /^\| \d+ s \|/.test(line));
  return rows.map((line) => {
    const [period, payout, min, max, fee] = line
      .split('|')
      .slice(1, 6)
      .map((c) => c.trim()) as [string, string, string, string, string];
    return {
      seconds: Number(period.replace(' s', '')),
      payoutRate: percent(payout),
      minStake: amount(min),
      maxStake: amount(max),
      feeRate: percent(fee),
    };
  });
}

describe('cycle rules', () => {
  it('serves the period table of docs/cycle.md', () => {
    expect(docPeriods()).toHaveLength(4);
    expect(CYCLE_PERIODS).toEqual(docPeriods());
  });

  it('names the rule version the doc names', () => {
    expect(DOC).toContain(`Rule version: **\`${CYCLE_RULES_VERSION}\`**`);
    expect(CYCLE_RULES.version).toBe('cycle-1');
  });

  it('lists the crypto pairs and the three commodities', () => {
    const of = (category: string) => CYCLE_RULES.symbols.filter((s) => s.category === category).map((s) => s.symbol);
    expect(of('commodities')).toEqual(['XAUUSDT', 'XAGUSDT', 'WTIUSDT']);
    expect(of('crypto')).toContain('BTCUSDT');
    expect(of('crypto')).not.toContain('XAUUSDT');
    expect(CYCLE_RULES.symbols.every((s) => !s.symbol.endsWith('-PERP'))).toBe(true);
  });
});
