// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Level, Ticker } from '@contract/market';
import { i18n } from '../../../../src/i18n';
import type { BookView } from '../../../../src/streams';
import { depthBarsPath } from '../../../../src/views/coin/book/DepthBars';
import { OrderBookLadder } from '../../../../src/views/coin/book/OrderBookLadder';
import { setupCoinI18n } from '../coinI18n';
import { BTC_INFO } from '../symbolInfo';

const bids: Level[] = [
  ['64000.00', '1.5'],
  ['63990.00', '2'],
];
const asks: Level[] = [
  ['64010.00', '0.5'],
  ['64020.00', '3'],
];
const view = (over: Partial<BookView> = {}): BookView => ({ ready: true, seq: 1, bids, asks, ...over });
const ticker: Ticker = { ...BTC_INFO.ticker, last: '64005.00', change24h: '1.5' };

function renderLadder(first: BookView) {
  const book$ = new BehaviorSubject(first);
  const ticker$ = new BehaviorSubject(ticker);
  const result = render(
    <OrderBookLadder book$={book$} ticker$={ticker$} initialTicker={ticker} base="BTC" pricePrecision={2} coinId={10} />,
  );
  const push = (next: BookView) => act(() => book$.next(next));
  return { ...result, push, ticker$ };
}

const shownPrices = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('.ladder-row__price')?.textContent);
const shownQty = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('.ladder-row__qty')?.textContent);

/** Records what a frame changes in the ladder's DOM. */
function watch(root: Element) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => {
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records;
  };
}

describe('OrderBookLadder', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  it('shows "syncing" and no level while the book is not ready', () => {
    const { push } = renderLadder(view());
    push(view({ ready: false, bids: [], asks: [] }));
    expect(screen.getByRole('status').textContent).toContain('Syncing the order book');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText('64,000.00')).toBeNull();
  });

  it('shows asks (highest first) above the last price and bids below', () => {
    renderLadder(view());
    expect(shownPrices()).toEqual(['64,020.00', '64,010.00', '64,000.00', '63,990.00']);
    expect(shownQty()).toEqual(['3.00000000', '0.50000000', '1.50000000', '2.00000000']);
    expect(screen.getByText('64,005.00')).toBeTruthy();
    expect(screen.getByText('Price (USDT)')).toBeTruthy();
    expect(screen.getByText('Amount (BTC)')).toBeTruthy();
  });

  it('says the book is empty when both sides are', () => {
    renderLadder(view({ bids: [], asks: [] }));
    expect(screen.getByText('The order book is empty')).toBeTruthy();
  });

  it('writes only the cell whose level changed: no row is added, removed or re-rendered', () => {
    const { push, container } = renderLadder(view());
    const rowsBefore = screen.getAllByRole('listitem');
    const stop = watch(container);
    push(view({ asks: [asks[0]!, ['64020.00', '3.01']], seq: 2 }));
    const changes = stop();
    expect(screen.getAllByRole('listitem')).toEqual(rowsBefore);
    expect(shownQty()).toEqual(['3.01000000', '0.50000000', '1.50000000', '2.00000000']);
    // the highest ask's amount (and the bars' path attribute, the asks' total grew): nothing else
    const writes = changes.filter((r) => r.type !== 'attributes');
    expect(writes).toHaveLength(1);
    expect((writes[0]!.target as Element).className).toBe('ladder-row__qty');
  });

  it('lays out more rows when the book deepens and fills them in the same frame', () => {
    const { push } = renderLadder(view());
    push(view({ bids: [...bids, ['63980.00', '4']], seq: 2 }));
    expect(shownPrices()).toEqual(['64,020.00', '64,010.00', '64,000.00', '63,990.00', '63,980.00']);
    push(view({ bids: bids.slice(0, 1), seq: 3 }));
    expect(shownPrices()).toEqual(['64,020.00', '64,010.00', '64,000.00']);
  });

  it('redraws the depth bars of a side when a level near the best price moves them all, without touching its rows', () => {
    const { push, container } = renderLadder(view());
    const bidBars = () => container.querySelector('.ladder__bars--bid path')?.getAttribute('d');
    // cumulative bids 1.5, 3.5 of the deeper side's 3.5 (asks 0.5, 3.5): 43 % and 100 %
    expect(bidBars()).toBe(depthBarsPath([43, 100]));
    const lowerBid = screen.getAllByRole('listitem')[3]!;
    const stop = watch(lowerBid);
    push(view({ bids: [['64000.00', '3'], bids[1]!], seq: 2 }));
    // cumulative bids 3, 5 of 5: the best bid's bar and the one below both grow
    expect(bidBars()).toBe(depthBarsPath([60, 100]));
    expect(stop()).toHaveLength(0);
  });

  it('writes every cell again in another language', async () => {
    renderLadder(view());
    await act(() => i18n.changeLanguage('de'));
    try {
      expect(shownPrices()).toEqual(['64.020,00', '64.010,00', '64.000,00', '63.990,00']);
    } finally {
      await act(() => i18n.changeLanguage('en_us'));
    }
    expect(shownPrices()).toEqual(['64,020.00', '64,010.00', '64,000.00', '63,990.00']);
  });

  it('moves the last price with the ticker', () => {
    const { ticker$ } = renderLadder(view());
    act(() => ticker$.next({ ...ticker, last: '64100.00' }));
    expect(screen.getByText('64,100.00')).toBeTruthy();
  });

  it('writes the last price and its trend per ticker without a React render', () => {
    let commits = 0;
    const ticker$ = new BehaviorSubject(ticker);
    render(
      <Profiler id="ladder" onRender={() => commits++}>
        <OrderBookLadder
          book$={new BehaviorSubject(view())}
          ticker$={ticker$}
          initialTicker={ticker}
          base="BTC"
          pricePrecision={2}
          coinId={10}
        />
      </Profiler>,
    );
    const before = commits;
    act(() => ticker$.next({ ...ticker, last: '63900.00', change24h: '-0.4' }));
    expect(commits).toBe(before);
    const last = document.querySelector('.ladder__last')!;
    expect(last.textContent).toBe('63,900.00');
    expect(last.className).toBe('ladder__last trend-down');
    expect(last.firstElementChild!.className).toMatch(/flash-down-/);
  });
});

describe('depthBarsPath', () => {
  it('draws one bar a row from the right edge, in row units with a gap above and below', () => {
    expect(depthBarsPath([25, 0, 100])).toBe('M75 0.045H100V0.955H75ZM0 2.045H100V2.955H0Z');
  });
});
