/** docs/lock-mining.md publishes the products table; server/lock/products.ts (and so lock/products) must serve the same numbers. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_PRODUCTS } from '../../../server/lock/products';
import { LOCK_YIELD_SEED } from '../../../server/lock/yield-pool';
import { toUnits } from '../../../server/money';

const DOC = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/lock-mining.md'), 'utf8');

/** "50,000 USDT" → "50000"; "0.0030 (0.30 %)" → "0.0030"; "7 days" → 7 */
const amount = (cell: string) => cell.replace(/ USDT$/, '').replaceAll(',', '');
const rate = (cell: string) => cell.split(' ')[0]!;

/** The rows of the markdown table under "## Products". */
function docProducts() {
  const section = DOC.split(/^## /m).find((s) => s.startsWith('Products'))!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [id, , cycle, daily, min, max, quota, penalty] = line
        .split('|')
        .slice(1, 9)
        .map((c) => c.trim()) as [string, string, string, string, string, string, string, string];
      return {
        id: id.replaceAll('`', ''),
        cycleDays: Number(cycle.replace(' days', '')),
        dailyRate: rate(daily),
        minAmount: amount(min),
        maxAmount: amount(max),
        totalQuota: amount(quota),
        penaltyRate: rate(penalty),
      };
    });
}

describe('lock-mining products', () => {
  it('serves the products table of docs/lock-mining.md, USDT first, cycles 7, 15, 30 and 90 days', () => {
    expect(docProducts()).toHaveLength(4);
    expect(LOCK_PRODUCTS).toEqual(docProducts());
    expect(LOCK_PRODUCTS.map((p) => p.cycleDays)).toEqual([7, 15, 30, 90]);
  });

  it('publishes the yield pool seed the doc states', () => {
    expect(DOC).toContain('seeded once with 10,000,000 USDT');
    expect(LOCK_YIELD_SEED).toBe(toUnits('10000000'));
  });
});
