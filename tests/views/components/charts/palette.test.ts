// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPalette, readPalette, watchTheme } from '../../../../src/views/components/charts/palette';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
});

describe('chart palette', () => {
  it('reads the chart colours from CSS custom properties, with defaults for the missing ones', () => {
    const el = document.body.appendChild(document.createElement('div'));
    el.style.setProperty('--chart-up', '#20c26a');
    el.style.setProperty('--chart-ind-2', 'rgb(1, 2, 3)');
    const palette = readPalette(el, createPalette());
    expect(palette.up).toBe('#20c26a');
    expect(palette.indicators[1]).toBe('rgb(1, 2, 3)');
    expect(palette.down).toBe(createPalette().down);
  });

  it('updates the same palette object, so stroke functions see the new colours', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const palette = createPalette();
    const stroke = () => palette.up;
    el.style.setProperty('--chart-up', '#000001');
    readPalette(el, palette);
    expect(stroke()).toBe('#000001');
  });

  it('notices a theme switch on <html>', async () => {
    const onChange = vi.fn();
    const stop = watchTheme(onChange);
    document.documentElement.dataset.theme = 'dark';
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    document.documentElement.dataset.theme = 'light';
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
