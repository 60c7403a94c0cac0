import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import type { Order } from '@contract/spot';
import { privateChanges$ } from '../../../src/state/orders/privateChanges';
import { balance, order } from '../../views/trade/helpers/fixtures';

describe('privateChanges$', () => {
  it('skips the state held at subscribe, then fires on fills, cancels and new orders of the pair only', () => {
    const orders = new Subject<readonly Order[]>();
    const balances = new Subject<readonly Balance[]>();
    let fired = 0;
    privateChanges$(orders, balances, { symbol: 'BTCUSDT', assets: ['BTC', 'USDT'] }).subscribe(() => fired++);
    orders.next([order('1')]);
    balances.next([balance('USDT', '100'), balance('ETH', '1')]);
    expect(fired).toBe(0);

    balances.next([balance('USDT', '100'), balance('ETH', '2')]);
    orders.next([order('1'), order('2', { symbol: 'ETHUSDT' })]);
    expect(fired).toBe(0);

    orders.next([order('1', { filledQty: '0.00100' }), order('2', { symbol: 'ETHUSDT' })]);
    expect(fired).toBe(1);
    balances.next([balance('USDT', '36'), balance('ETH', '2')]);
    expect(fired).toBe(2);
  });

  it('watches every pair and asset when the scope is null', () => {
    const orders = new Subject<readonly Order[]>();
    const balances = new Subject<readonly Balance[]>();
    let fired = 0;
    privateChanges$(orders, balances, null).subscribe(() => fired++);
    balances.next([balance('ETH', '1')]);
    balances.next([balance('ETH', '2')]);
    expect(fired).toBe(1);
  });
});
