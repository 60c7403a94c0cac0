import { describe, expect, it } from 'vitest';
import { Decimal } from '@contract/primitives';
import { networksOf } from '../../../server/chain/networks';
import { drawInfos } from '../../../server/content/withdrawal-rules';

describe('drawInfos', () => {
  it('gives USDT on TRC20, ERC20 and BEP20 the spec limits', () => {
    expect(drawInfos().find((d) => d.asset === 'USDT')).toEqual({
      asset: 'USDT',
      chains: ['TRC20', 'ERC20', 'BEP20'],
      fee: '1',
      min: '100',
      max: '1000000',
      dailyMax: '99999999',
    });
  });

  it('covers BTC and ETH with decimal strings and consistent limits', () => {
    const infos = drawInfos();
    expect(infos.map((d) => d.asset)).toEqual(['USDT', 'BTC', 'ETH']);
    const pattern = new RegExp(Decimal.pattern!);
    for (const info of infos) {
      for (const value of [info.fee, info.min, info.max, info.dailyMax]) expect(value).toMatch(pattern);
      expect(Number(info.fee)).toBeLessThan(Number(info.min));
      expect(Number(info.min)).toBeLessThan(Number(info.max));
      expect(Number(info.max)).toBeLessThanOrEqual(Number(info.dailyMax));
      expect(info.chains.length).toBeGreaterThan(0);
    }
    expect(infos.find((d) => d.asset === 'BTC')!.fee).toBe('0.0002');
  });

  it('takes chains, fee and minimum from the networks table, so the two never disagree', () => {
    for (const info of drawInfos()) {
      const networks = networksOf(info.asset);
      expect(info.chains).toEqual(networks.map((n) => n.network));
      expect([info.fee, info.min]).toEqual([networks[0]!.withdrawFee, networks[0]!.withdrawMin]);
    }
  });
});
