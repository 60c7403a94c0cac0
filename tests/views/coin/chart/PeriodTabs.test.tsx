// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PeriodTabs } from '../../../../src/views/coin/chart/PeriodTabs';
import { CHART_PERIODS, type ChartPeriod } from '../../../../src/views/coin/chart/periods';
import { setupCoinI18n } from '../coinI18n';

function Bar({ initial }: { initial: ChartPeriod }) {
  const [period, setPeriod] = useState(initial);
  return (
    <>
      <PeriodTabs value={period} onChange={setPeriod} />
      <output>{period}</output>
    </>
  );
}

/** The "More" toggle and the list it controls (hidden while folded, so found through the toggle). */
const more = () => screen.getAllByRole('button').find((button) => button.hasAttribute('aria-expanded'))!;
const moreList = () => document.getElementById(more().getAttribute('aria-controls')!)!;
const shown = () => document.querySelector('output')!.textContent;

describe('PeriodTabs', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  it('shows five tabs and "More", and every one of the nine intervals can be picked', () => {
    render(<Bar initial="15m" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Time', '1m', '15m', '1h', '1D']);
    expect(more().textContent).toBe('More▾');
    expect(moreList().hidden).toBe(true);
    const picked: string[] = [];
    for (const tab of tabs) {
      fireEvent.click(tab);
      picked.push(shown()!);
    }
    for (const name of ['5m', '30m', '2h', '1W']) {
      fireEvent.click(more());
      expect(screen.getByRole('group', { name: 'More intervals' })).toBe(moreList());
      fireEvent.click(within(moreList()).getByRole('button', { name }));
      picked.push(shown()!);
    }
    expect(picked.sort()).toEqual([...CHART_PERIODS].sort());
  });

  it('names the chosen "More" interval in the bar, with no tab selected', () => {
    render(<Bar initial="15m" />);
    fireEvent.click(more());
    expect(moreList().hidden).toBe(false);
    fireEvent.click(within(moreList()).getByRole('button', { name: '1W' }));
    expect(shown()).toBe('1W');
    expect(moreList().hidden).toBe(true);
    expect(more().textContent).toBe('1W▾');
    expect(more().className).toContain('more-periods__toggle--chosen');
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')).toEqual([]);
    fireEvent.click(more());
    expect(within(moreList()).getByRole('button', { name: '1W' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('folds the list away on Escape (focus back on "More") or a tap elsewhere, choosing nothing', () => {
    render(<Bar initial="1h" />);
    const toggle = more();
    fireEvent.click(toggle);
    fireEvent.keyDown(within(moreList()).getByRole('button', { name: '2h' }), { key: 'Escape' });
    expect(moreList().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(moreList().hidden).toBe(true);
    expect(shown()).toBe('1h');
  });
});
