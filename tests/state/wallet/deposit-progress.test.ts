import { describe, expect, it } from 'vitest';
import type { AssetNetwork } from '@contract/wallet';
import { depositProgress, networksByAsset } from '../../../src/state/wallet';
import { confirmed, deposit } from '../../helpers/deposit-fixtures';

const RULE = { creditConfirmations: 1, unlockConfirmations: 3 };

describe('depositProgress', () => {
  it.each([
    ['in the mempool', deposit(), { stage: 'confirming', confirmations: 0, required: 1 }],
    [
      'credited, a push counting past the target',
      { ...confirmed(deposit(), 1), confirmations: 4 },
      { stage: 'locked', confirmations: 3, credit: 1, required: 3 },
    ],
    ['credited at 1 confirmation', confirmed(deposit(), 1), { stage: 'locked', confirmations: 1, credit: 1, required: 3 }],
    ['credited at 2 confirmations', confirmed(deposit(), 2), { stage: 'locked', confirmations: 2, credit: 1, required: 3 }],
    ['unlocked at 3', confirmed(deposit(), 3), { stage: 'unlocked', required: 3 }],
    ['unlocked, the chain still counting', { ...confirmed(deposit(), 3), confirmations: 9 }, { stage: 'unlocked', required: 3 }],
    ['below the minimum', deposit({ status: 'belowMinimum', confirmations: 5 }), { stage: 'belowMinimum' }],
  ])('%s', (_name, row, expected) => {
    expect(depositProgress(row, RULE)).toEqual(expected);
  });
});

describe('networksByAsset', () => {
  const net = (asset: string, network: AssetNetwork['network']) => ({ asset, network }) as AssetNetwork;

  it('groups the networks per asset in the server’s order', () => {
    const grouped = networksByAsset([net('USDT', 'TRC20'), net('BTC', 'BTC'), net('USDT', 'ERC20')]);
    expect([...grouped.keys()]).toEqual(['USDT', 'BTC']);
    expect(grouped.get('USDT')!.map((n) => n.network)).toEqual(['TRC20', 'ERC20']);
  });
});
