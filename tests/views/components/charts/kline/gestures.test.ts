// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachGestures } from '../../../../../src/views/components/charts/kline/gestures';

function pointer(el: Element, type: string, pointerId: number, clientX: number) {
  const event = new MouseEvent(type, { clientX, bubbles: true, button: 0 });
  Object.defineProperties(event, { pointerId: { value: pointerId }, pointerType: { value: 'touch' } });
  el.dispatchEvent(event);
}

function setup() {
  const el = document.body.appendChild(document.createElement('div'));
  const on = { pan: vi.fn(), zoom: vi.fn(), end: vi.fn() };
  const detach = attachGestures(el, on);
  return { el, on, detach };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('chart gestures', () => {
  it('pans by the distance one finger moved and ends when it lifts', () => {
    const { el, on } = setup();
    pointer(el, 'pointerdown', 1, 100);
    pointer(el, 'pointermove', 1, 130);
    pointer(el, 'pointermove', 1, 120);
    pointer(el, 'pointerup', 1, 120);
    expect(on.pan.mock.calls).toEqual([[30], [-10]]);
    expect(on.end).toHaveBeenCalledTimes(1);
  });

  it('zooms in when two fingers spread, around their midpoint', () => {
    const { el, on } = setup();
    pointer(el, 'pointerdown', 1, 100);
    pointer(el, 'pointerdown', 2, 200);
    pointer(el, 'pointermove', 2, 300);
    // distance 100 → 200: the span halves; the midpoint moved from 150 to 200
    expect(on.zoom).toHaveBeenCalledWith(0.5, 200);
    expect(on.pan).toHaveBeenLastCalledWith(50);
    pointer(el, 'pointerup', 1, 100);
    expect(on.end).not.toHaveBeenCalled();
    pointer(el, 'pointerup', 2, 300);
    expect(on.end).toHaveBeenCalledTimes(1);
  });

  it('zooms out on a wheel scroll down', () => {
    const { el, on } = setup();
    el.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, clientX: 40, cancelable: true }));
    const [factor, anchor] = on.zoom.mock.calls[0] as [number, number];
    expect(factor).toBeGreaterThan(1);
    expect(anchor).toBe(40);
  });

  it('ignores pointers after being detached', () => {
    const { el, on, detach } = setup();
    detach();
    pointer(el, 'pointerdown', 1, 100);
    pointer(el, 'pointermove', 1, 150);
    expect(on.pan).not.toHaveBeenCalled();
  });
});
