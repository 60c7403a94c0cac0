// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n';
import { PercentSlider } from '../../../../src/views/trade/form/PercentSlider';
import { plainSpaces } from '../../../format/plain-spaces';
import { setupI18n } from '../../components/render';

const stops = (container: HTMLElement) =>
  [...container.querySelectorAll('.percent-slider__stop')].map((el) => plainSpaces(el.textContent ?? ''));

describe('PercentSlider', () => {
  beforeAll(setupI18n);
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en_us'));
  });

  it.each([
    ['en_us', ['25%', '50%', '75%', '100%'], '50%'],
    ['de', ['25 %', '50 %', '75 %', '100 %'], '50 %'],
    ['tr', ['%25', '%50', '%75', '%100'], '%50'],
  ] as const)('writes its stops and value as percentages of %s', async (lang, labels, valueText) => {
    await act(() => i18n.changeLanguage(lang));
    const { container } = render(<PercentSlider value={50} disabled={false} onPick={() => {}} />);
    expect(stops(container)).toEqual(labels);
    expect(plainSpaces(screen.getByRole('slider').getAttribute('aria-valuetext') ?? '')).toBe(valueText);
  });
});
