// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Level } from '../../../../contract/market';
import { depthBarsPath } from '../../../../src/views/coin/book/DepthBars';
import { OrderBookLadder, type OrderBookLadderProps } from '../../../../src/views/coin/book/OrderBookLadder';
import { setupCoinI18n } from '../coinI18n';

// Counts row renders while keeping the production row's memo comparison (default shallow).
const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../../src/views/coin/book/LadderRow', async (importOriginal) => {
  const { memo } = await import('react');
  const real = await importOriginal<typeof import('../../../../src/views/coin/book/LadderRow')>();
  const inner = (real.LadderRow as unknown as { type: (p: { price: string }) => unknown }).type;
  const compare = (real.LadderRow as unknown as { compare: null }).compare;
  return {
    LadderRow: memo((props: { price: string }) => {
      rowRenders.set(props.price, (rowRenders.get(props.price) ?? 0) + 1);
      return inner(props) as never;
    }, compare ?? undefined),
  };
});

const bids: Level[] = [
  ['64000.00', '1.5'],
  ['63990.00', '2'],
];
const asks: Level[] = [
  ['64010.00', '0.5'],
  ['64020.00', '3'],
];

const props = (over: Partial<OrderBookLadderProps> = {}): OrderBookLadderProps => ({
  ready: true,
  bids,
  asks,
  last: '64005.00',
  trend: 'up',
  base: 'BTC',
  pricePrecision: 2,
  coinId: 10,
  ...over,
});

describe('OrderBookLadder', () => {
  beforeAll(setupCoinI18n);
  beforeEach(() => rowRenders.clear());
  afterEach(cleanup);

  it('shows "syncing" and no level while the book is not ready', () => {
    render(<OrderBookLadder {...props({ ready: false })} />);
    expect(screen.getByRole('status').textContent).toContain('Syncing the order book');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText('64,000.00')).toBeNull();
  });

  it('shows asks (highest first) above the last price and bids below', () => {
    render(<OrderBookLadder {...props()} />);
    const prices = screen.getAllByRole('listitem').map((li) => li.querySelector('.ladder-row__price')?.textContent);
    expect(prices).toEqual(['64,020.00', '64,010.00', '64,000.00', '63,990.00']);
    expect(screen.getByText('64,005.00')).toBeTruthy();
    expect(screen.getByText('Price (USDT)')).toBeTruthy();
    expect(screen.getByText('Amount (BTC)')).toBeTruthy();
  });

  it('says the book is empty when both sides are', () => {
    render(<OrderBookLadder {...props({ bids: [], asks: [] })} />);
    expect(screen.getByText('The order book is empty')).toBeTruthy();
  });

  it('re-renders only the rows whose level changed', () => {
    const view = render(<OrderBookLadder {...props()} />);
    expect(Object.fromEntries(rowRenders)).toEqual({ '64020.00': 1, '64010.00': 1, '64000.00': 1, '63990.00': 1 });
    view.rerender(<OrderBookLadder {...props({ asks: [asks[0]!, ['64020.00', '3.01']] })} />);
    expect(Object.fromEntries(rowRenders)).toEqual({ '64020.00': 2, '64010.00': 1, '64000.00': 1, '63990.00': 1 });
  });

  it('redraws the depth bars of a side when a level near the best price moves them all, without re-rendering their rows', () => {
    const view = render(<OrderBookLadder {...props()} />);
    const bidBars = () => view.container.querySelector('.ladder__bars--bid path')?.getAttribute('d');
    // cumulative bids 1.5, 3.5 of the deeper side's 3.5 (asks 0.5, 3.5): 43 % and 100 %
    expect(bidBars()).toBe(depthBarsPath([43, 100]));
    view.rerender(<OrderBookLadder {...props({ bids: [['64000.00', '3'], bids[1]!] })} />);
    // cumulative bids 3, 5 of 5: the best bid's bar and the one below both grow
    expect(bidBars()).toBe(depthBarsPath([60, 100]));
    expect(rowRenders.get('63990.00')).toBe(1);
    expect(rowRenders.get('64000.00')).toBe(2);
  });
});

describe('depthBarsPath', () => {
  it('draws one bar a row from the right edge, in row units with a gap above and below', () => {
    expect(depthBarsPath([25, 0, 100])).toBe('M75 0.045H100V0.955H75ZM0 2.045H100V2.955H0Z');
  });
});
