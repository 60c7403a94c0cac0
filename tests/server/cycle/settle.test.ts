/** docs/cycle.md's settlement rules as tables: outcome, rounding, payout and profit, and balanced ledger postings. */
import { describe, expect, it } from 'vitest';
import type { CycleDirection } from '@contract/cycle';
import {
  acceptancePostings,
  feeOf,
  outcomeOf,
  settle,
  settlementPostings,
  winProfitOf,
  type CycleTerms,
} from '../../../server/cycle/settle';
import { fromUnits, toUnits } from '../../../server/money';

const usd = (units: bigint) => fromUnits(units, 2);
const terms = (direction: CycleDirection, stake: string, payoutRate = '0.80', feeRate = '0.001'): CycleTerms => ({
  direction,
  stake: toUnits(stake),
  fee: feeOf(toUnits(stake), feeRate),
  payoutRate,
});

describe('cycle outcome', () => {
  it.each([
    ['up', '100.00', '100.01', 'win'],
    ['up', '100.00', '99.99', 'lose'],
    ['up', '100.00', '100.00', 'tie'],
    ['down', '100.00', '99.99', 'win'],
    ['down', '100.00', '100.01', 'lose'],
    ['down', '100.00', '100.00', 'tie'],
  ] as const)('%s from %s to %s is a %s', (direction, entry, exit, outcome) => {
    expect(outcomeOf(direction, toUnits(entry), toUnits(exit))).toBe(outcome);
  });
});

describe('cycle fee and profit rounding', () => {
  it.each([
    // stake, fee rate, fee (up to the cent)
    ['10.00', '0.001', '0.01'],
    ['10.01', '0.001', '0.02'],
    ['5000.00', '0.001', '5.00'],
    ['5000.01', '0.001', '5.01'],
    ['123.45', '0.001', '0.13'],
    ['50000.00', '0.001', '50.00'],
  ])('stake %s at %s pays a fee of %s', (stake, rate, fee) => {
    expect(usd(feeOf(toUnits(stake), rate))).toBe(fee);
  });

  it.each([
    // stake, payout rate, profit on a win (down to the cent)
    ['10.00', '0.80', '8.00'],
    ['10.01', '0.80', '8.00'],
    ['10.02', '0.82', '8.21'],
    ['123.45', '0.85', '104.93'],
    ['5000.00', '0.80', '4000.00'],
    ['50000.00', '0.88', '44000.00'],
  ])('stake %s at %s wins a profit of %s', (stake, rate, profit) => {
    expect(usd(winProfitOf(toUnits(stake), rate))).toBe(profit);
  });
});

describe('cycle settlement', () => {
  it.each([
    // direction, stake (30 s period: min 10, max 5000), entry, exit, outcome, payout, profit
    ['up', '10.00', '100', '101', 'win', '18.00', '7.99'],
    ['up', '10.00', '100', '99', 'lose', '0.00', '-10.01'],
    ['up', '10.00', '100', '100', 'tie', '10.01', '0.00'],
    ['down', '5000.00', '100', '99', 'win', '9000.00', '3995.00'],
    ['down', '5000.00', '100', '101', 'lose', '0.00', '-5005.00'],
    ['down', '5000.00', '100', '100', 'tie', '5005.00', '0.00'],
  ] as const)('%s %s from %s to %s: %s, payout %s, profit %s', (direction, stake, entry, exit, outcome, payout, profit) => {
    const order = terms(direction, stake);
    const result = settle(order, toUnits(entry), toUnits(exit));
    expect({ outcome: result.outcome, payout: usd(result.payout), profit: usd(result.profit) }).toEqual({ outcome, payout, profit });
  });

  it('returns the fee on a tie', () => {
    const order = terms('up', '123.45');
    const tie = settle(order, 1n, 1n);
    expect(usd(order.fee)).toBe('0.13');
    expect(usd(tie.payout)).toBe('123.58');
    expect(settlementPostings(7, order, tie)).toEqual([
      { account: 'sys:cycle-escrow', asset: 'USDT', amount: -toUnits('123.58') },
      { account: 'u:7:spot:available', asset: 'USDT', amount: toUnits('123.58') },
    ]);
  });

  it.each(['win', 'lose', 'tie'] as const)('a %s is one balanced entry that empties the order’s escrow', (outcome) => {
    const order = terms('up', '77.77', '0.85');
    const exit = { win: 2n, lose: 0n, tie: 1n }[outcome];
    const result = settle(order, 1n, exit);
    const postings = settlementPostings(3, order, result);
    const sumOf = (account: string) => postings.filter((p) => p.account === account).reduce((s, p) => s + p.amount, 0n);
    expect(result.outcome).toBe(outcome);
    expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
    expect(sumOf('sys:cycle-escrow')).toBe(-(order.stake + order.fee));
    expect(sumOf('u:3:spot:available')).toBe(result.payout);
    // against the acceptance: the user's net change is the signed profit
    const accepted = acceptancePostings(3, order).find((p) => p.account === 'u:3:spot:available')!.amount;
    expect(accepted + sumOf('u:3:spot:available')).toBe(result.profit);
  });
});
