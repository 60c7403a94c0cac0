import { describe, expect, it } from 'vitest';
import { allocateFunding, type FundingPosition } from '../../../../server/futures/math';
import { u } from './btc-brackets';

const amounts = (payments: { positionId: string; amount: bigint }[]) => Object.fromEntries(payments.map((p) => [p.positionId, p.amount]));

describe('funding allocation', () => {
  const positions: FundingPosition[] = [
    { id: '1', side: 'long', qty: u('0.3') },
    { id: '2', side: 'long', qty: u('0.7') },
    { id: '10', side: 'short', qty: u('0.5') },
    { id: '3', side: 'short', qty: u('0.25') },
    { id: '4', side: 'short', qty: u('0.25') },
  ];

  it('makes longs pay shorts when the rate is positive: payers rounded up, receivers pro rata, remainder to the largest', () => {
    // mark 60,000.01, F = 0.0001: long 1 pays 0.3 × 60000.01 × 0.0001 = 1.8000003 → 1.80000030; long 2 pays
    // 4.2000007 → 4.20000070; total 6.000001 shared 2:1:1 = 3.0000005, 1.50000025 → 1.50000025 twice: exact, no remainder
    const paid = amounts(allocateFunding(positions, u('60000.01'), u('0.0001')));
    expect(paid).toEqual({ '1': -u('1.8000003'), '2': -u('4.2000007'), '10': u('3.0000005'), '3': u('1.50000025'), '4': u('1.50000025') });
  });

  it('gives the units a pro-rata share cannot split to the largest receivers, ties by position id', () => {
    // F = −0.00000003 (−3 units): shorts pay. short 10: 0.5 × 1 × 3e-8 = 1.5e-8 → 2 units; shorts 3 and 4: 0.75e-8 → 1
    // unit each; total 4 units over longs 0.3 : 0.7 → 1.2 → 1 and 2.8 → 2, remainder 1 to the larger (long 2)
    const paid = amounts(allocateFunding(positions, u('1'), -3n));
    expect(paid).toEqual({ '1': 1n, '2': 3n, '10': -2n, '3': -1n, '4': -1n });
    const tie: FundingPosition[] = [
      { id: '9', side: 'long', qty: 5n },
      { id: '10', side: 'long', qty: 5n },
      { id: '2', side: 'short', qty: u('1') },
    ];
    // short pays 1 unit (rounded up); 1 unit to two equal longs: 0 each, the remainder to id 9 (9 < 10)
    expect(amounts(allocateFunding(tie, u('1'), -1n))).toEqual({ '9': 1n, '10': 0n, '2': -1n });
  });

  it('charges nothing when the rate is zero or nobody is on the receiving side', () => {
    expect(allocateFunding(positions, u('60000'), 0n).every((p) => p.amount === 0n)).toBe(true);
    const longsOnly = positions.filter((p) => p.side === 'long');
    expect(allocateFunding(longsOnly, u('60000'), u('0.0001')).every((p) => p.amount === 0n)).toBe(true);
  });
});
