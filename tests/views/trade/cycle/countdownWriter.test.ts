// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countdownWriter, RING_LENGTH } from '../../../../src/views/trade/cycle/orders/countdownWriter';
import { cycleOrder } from '../../../helpers/cycle-fixtures';

function card(): HTMLElement {
  const li = document.createElement('li');
  li.innerHTML =
    '<svg><circle data-part="ring"></circle></svg><span data-part="left"></span><span data-part="live"></span><small data-part="standing"></small>';
  return li;
}

const texts = { left: (s: number) => `${s} s left`, settling: 'Settling…', standing: { win: 'Winning', lose: 'Losing', tie: 'Level' } };
const part = (el: Element, name: string) => el.querySelector(`[data-part="${name}"]`);

describe('an open order card written per frame', () => {
  // up from 60,000.00, opened at 10 s, expiring at 40 s
  const order = cycleOrder();

  it('turns the ring with the time left and counts the seconds down', () => {
    const el = card();
    const sink = countdownWriter(el, order, 2, texts);
    sink.write({ now: 10_000, price: null });
    expect(part(el, 'ring')?.getAttribute('stroke-dashoffset')).toBe('0.00');
    expect(part(el, 'left')?.textContent).toBe('30 s left');
    sink.write({ now: 25_000, price: null });
    expect(part(el, 'ring')?.getAttribute('stroke-dashoffset')).toBe((RING_LENGTH / 2).toFixed(2));
    expect(part(el, 'left')?.textContent).toBe('15 s left');
  });

  it('says settling once the expiry has passed, until the result arrives', () => {
    const el = card();
    countdownWriter(el, order, 2, texts).write({ now: 40_000, price: '60000.00' });
    expect(part(el, 'left')?.textContent).toBe('Settling…');
    expect(part(el, 'ring')?.getAttribute('stroke-dashoffset')).toBe(RING_LENGTH.toFixed(2));
  });

  it('shows the live index against the entry: winning above it for up, losing below, level at it', () => {
    const el = card();
    const sink = countdownWriter(el, order, 2, texts);
    sink.write({ now: 20_000, price: '60000.5' });
    expect([part(el, 'live')?.textContent, part(el, 'standing')?.textContent, el.dataset.standing]).toEqual([
      '60,000.50',
      'Winning',
      'win',
    ]);
    sink.write({ now: 20_100, price: '59999.99' });
    expect([part(el, 'standing')?.textContent, el.dataset.standing]).toEqual(['Losing', 'lose']);
    sink.write({ now: 20_200, price: '60000' });
    expect([part(el, 'standing')?.textContent, el.dataset.standing]).toEqual(['Level', 'tie']);
  });

  it('reverses for a down order', () => {
    const el = card();
    countdownWriter(el, cycleOrder({ direction: 'down' }), 2, texts).write({ now: 20_000, price: '59000' });
    expect(el.dataset.standing).toBe('win');
  });
});
