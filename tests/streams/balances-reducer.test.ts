import { describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import { applyBalances, type BalancesMsg } from '../../src/streams/balances-reducer';

const balance = (wallet: Balance['wallet'], asset: string, available: string): Balance => ({ wallet, asset, available, frozen: '0' });
const view = (list: readonly Balance[]) => list.map((b) => `${b.wallet}:${b.asset}=${b.available}`);

describe('applyBalances', () => {
  const held = [balance('spot', 'USDT', '100'), balance('spot', 'BTC', '1')];
  it.each<[string, BalancesMsg, string[]]>([
    ['a snapshot replaces the rows', { type: 'snapshot', data: [balance('contract', 'USDT', '5')] }, ['contract:USDT=5']],
    [
      'an update replaces the rows it carries, in place',
      { type: 'update', data: [balance('spot', 'USDT', '90')] },
      ['spot:USDT=90', 'spot:BTC=1'],
    ],
    [
      'wallets are told apart',
      { type: 'update', data: [balance('contract', 'USDT', '7')] },
      ['spot:USDT=100', 'spot:BTC=1', 'contract:USDT=7'],
    ],
  ])('%s', (_, msg, expected) => {
    expect(view(applyBalances(held, msg))).toEqual(expected);
  });
});
