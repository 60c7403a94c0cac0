// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Level } from '@contract/market';
import type { BookFrame } from '../../../../src/views/components/book/bookFrame';
import { TradeLadder } from '../../../../src/views/trade/book/TradeLadder';
import { setupI18n } from '../../components/render';

const bids: Level[] = [
  ['63990.50', '1.2'],
  ['63980.00', '2'],
];
const asks: Level[] = [['64010.00', '0.3']];
const frame = (over: Partial<BookFrame> = {}): BookFrame => ({ ready: true, bids, asks, ...over });

function renderLadder(first: BookFrame) {
  const book$ = new BehaviorSubject(first);
  const onPickPrice = vi.fn();
  let commits = 0;
  const view = render(
    <Profiler id="ladder" onRender={() => commits++}>
      <TradeLadder book$={book$} last="64000.00" trend="up" base="BTC" pricePrecision={2} coinId={10} onPickPrice={onPickPrice} />
    </Profiler>,
  );
  return { ...view, push: (next: BookFrame) => act(() => book$.next(next)), onPickPrice, commits: () => commits };
}

const levels = () => screen.queryAllByRole('button', { name: /^Use price/ }).map((b) => b.getAttribute('aria-label'));

describe('TradeLadder', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('writes a frame into its level buttons without a React commit while the number of levels stays', () => {
    const { push, commits } = renderLadder(frame());
    expect(levels()).toEqual(['Use price 64,010.00', 'Use price 63,990.50', 'Use price 63,980.00']);
    const before = commits();
    push(frame({ bids: [['63995.00', '1'], bids[1]!] }));
    push(frame({ bids: [['63996.00', '1'], bids[1]!] }));
    expect(commits()).toBe(before);
    expect(levels()).toEqual(['Use price 64,010.00', 'Use price 63,996.00', 'Use price 63,980.00']);
  });

  it('lays out more levels when the book deepens and fills them in the same frame', () => {
    const { push } = renderLadder(frame());
    push(frame({ asks: [...asks, ['64020.00', '1']] }));
    expect(levels()).toEqual(['Use price 64,020.00', 'Use price 64,010.00', 'Use price 63,990.50', 'Use price 63,980.00']);
  });

  it('a tapped level puts the price it shows now into the form', () => {
    const { push, onPickPrice } = renderLadder(frame());
    push(frame({ bids: [['63995.00', '1'], bids[1]!] }));
    fireEvent.click(screen.getByRole('button', { name: 'Use price 63,995.00' }));
    expect(onPickPrice).toHaveBeenCalledWith('63995.00');
  });

  it('shows syncing, and no level, while the book is not ready', () => {
    const { push } = renderLadder(frame());
    push(frame({ ready: false, bids: [], asks: [] }));
    expect(screen.getByRole('status').textContent).toContain('Syncing order book');
    expect(levels()).toEqual([]);
  });
});
