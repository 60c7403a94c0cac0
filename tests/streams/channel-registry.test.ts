import type { Subscription } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { createChannelRegistry } from '../../src/streams/channel-registry';
import { createTestScheduler } from '../helpers/marbles';

const GRACE = 2_000;

function setup() {
  const scheduler = createTestScheduler();
  scheduler.maxFrames = Infinity; // outside run() the virtual clock otherwise stops at 750
  const log: string[] = [];
  const registry = createChannelRegistry(GRACE, scheduler, {
    onJoin: (ch) => log.push(`${scheduler.now()} sub ${ch}`),
    onIdle: (ch) => log.push(`${scheduler.now()} unsub ${ch}`),
  });
  const at = (time: number, work: () => void) => scheduler.schedule(work, time);
  return { scheduler, log, registry, at };
}

const push = (ch: string, seq: number): Push => ({ ch, type: 'update', seq, ts: 0, data: null });

describe('channel registry', () => {
  it('subscribes on join and unsubscribes only after the grace period once the last subscriber left', () => {
    const { scheduler, log, registry, at } = setup();
    let a: Subscription;
    let b: Subscription;
    at(0, () => (a = registry.channel$('tickers').subscribe()));
    at(100, () => (b = registry.channel$('tickers').subscribe()));
    at(200, () => a.unsubscribe());
    at(300, () => b.unsubscribe());
    scheduler.flush();
    // b joined a live channel: it is sent another sub, whose fresh snapshot is b's starting state
    expect(log).toEqual(['0 sub tickers', '100 sub tickers', `${300 + GRACE} unsub tickers`]);
  });

  it('a subscriber returning within the grace cancels the unsub', () => {
    const { scheduler, log, registry, at } = setup();
    let a: Subscription;
    at(0, () => (a = registry.channel$('depth.BTCUSDT').subscribe()));
    at(10, () => a.unsubscribe());
    at(10 + GRACE - 1, () => (a = registry.channel$('depth.BTCUSDT').subscribe()));
    at(5_000, () => a.unsubscribe());
    scheduler.flush();
    expect(log).toEqual(['0 sub depth.BTCUSDT', `${9 + GRACE} sub depth.BTCUSDT`, `${5_000 + GRACE} unsub depth.BTCUSDT`]);
  });

  it('routes pushes to the subscribers of their channel only, and reports pushes nobody listens to', () => {
    const { registry } = setup();
    const seen: string[] = [];
    const sub = registry.channel$('trades.BTCUSDT').subscribe((p) => seen.push(`${p.ch}#${p.seq}`));
    expect(registry.route(push('trades.BTCUSDT', 1))).toBe(true);
    expect(registry.route(push('trades.ETHUSDT', 2))).toBe(false);
    sub.unsubscribe();
    expect(registry.route(push('trades.BTCUSDT', 3))).toBe(false);
    expect(seen).toEqual(['trades.BTCUSDT#1']);
  });

  it('lists the channels with subscribers; forgetIdle drops those waiting out their grace without an unsub', () => {
    const { scheduler, log, registry, at } = setup();
    at(0, () => {
      registry.channel$('tickers').subscribe();
      registry.channel$('depth.BTCUSDT').subscribe().unsubscribe();
      expect(registry.active()).toEqual(['tickers']);
      registry.forgetIdle();
    });
    scheduler.flush();
    expect(log).toEqual(['0 sub tickers', '0 sub depth.BTCUSDT']);
  });
});
