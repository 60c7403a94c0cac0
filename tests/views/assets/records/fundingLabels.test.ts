import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import { fundingChanges$ } from '../../../../src/views/assets/records/fundingChanges';
import { kindLabelKey, statusLabelKey, statusTone } from '../../../../src/views/assets/records/fundingLabels';
import { balance } from '../../trade/helpers/fixtures';

describe('funding record labels', () => {
  it.each([
    ['deposit', 'assets.funding.kinds.deposit'],
    ['withdraw_freeze', 'assets.funding.kinds.withdrawal'],
    ['withdraw_reject', 'assets.funding.kinds.withdrawal'],
    ['demo_seed', 'assets.funding.kinds.demo'],
    ['cycle_settle', 'assets.funding.kinds.cycleSettlement'],
    ['futures_funding', 'assets.funding.kinds.funding'],
    ['lock_subscribe', 'assets.funding.kinds.lockSubscribe'],
    ['lock_dividend', 'assets.funding.kinds.lockDividend'],
    ['lock_principal', 'assets.funding.kinds.lockPrincipal'],
    ['lock_redeem', 'assets.funding.kinds.lockRedeem'],
    ['fiat_withdraw_freeze', 'assets.funding.kinds.fiatWithdrawal'],
    ['fiat_withdraw', 'assets.funding.kinds.fiatWithdrawal'],
    ['fiat_withdraw_reject', 'assets.funding.kinds.fiatWithdrawal'],
    ['a_kind_from_later', 'assets.funding.kinds.other'],
  ])('labels the kind %s with %s', (kind, key) => {
    expect(kindLabelKey(kind)).toBe(key);
  });

  it.each([
    ['credited', 'assets.funding.status.credited', 'waiting'],
    ['unlocked', 'assets.funding.status.unlocked', 'done'],
    ['rejected', 'assets.funding.status.rejected', 'refused'],
    ['processing', 'assets.funding.status.processing', 'waiting'],
    ['paid', 'assets.funding.status.paid', 'done'],
    ['settling', 'assets.funding.status.other', 'waiting'],
  ])('labels the status %s with %s, tone %s', (status, key, tone) => {
    expect([statusLabelKey(status), statusTone(status)]).toEqual([key, tone]);
  });
});

describe('fundingChanges$', () => {
  const run = (asset: string | null, pushes: Balance[][]) => {
    const balances$ = new Subject<Balance[]>();
    let changes = 0;
    fundingChanges$(balances$, asset).subscribe(() => changes++);
    for (const push of pushes) balances$.next(push);
    return changes;
  };

  it('skips the balances held when subscribed and counts a change in either wallet', () => {
    const start = [balance('USDT', '100'), balance('USDT', '0', '0', 'contract')];
    expect(run(null, [start])).toBe(0);
    expect(run(null, [start, start])).toBe(0);
    expect(run(null, [start, [balance('USDT', '90'), balance('USDT', '10', '0', 'contract')]])).toBe(1);
    expect(run(null, [start, [balance('USDT', '100'), balance('USDT', '5', '0', 'contract')]])).toBe(1);
  });

  it('with a coin, ignores the other coins', () => {
    const start = [balance('USDT', '100'), balance('BTC', '1')];
    expect(run('BTC', [start, [balance('USDT', '50'), balance('BTC', '1')]])).toBe(0);
    expect(run('BTC', [start, [balance('USDT', '100'), balance('BTC', '1', '0.5')]])).toBe(1);
  });
});
