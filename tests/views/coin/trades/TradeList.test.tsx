// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Subject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '@contract/market';
import { i18n } from '../../../../src/i18n';
import { TradeList } from '../../../../src/views/coin/trades/TradeList';
import { TRADES_SHOWN, tradeTime } from '../../../../src/views/coin/trades/tradeRowsWriter';
import { setupCoinI18n } from '../coinI18n';

const at = new Date(2024, 0, 2, 9, 5, 7).getTime();
const trades: Trade[] = [
  { id: 2, price: '64010.5', qty: '0.125', side: 'buy', ts: at },
  { id: 1, price: '64000', qty: '2', side: 'sell', ts: at - 1000 },
];
const newer = (id: number): Trade => ({ id, price: `640${id}.00`, qty: '1', side: 'buy', ts: at + id * 1000 });

function renderList() {
  const trades$ = new Subject<readonly Trade[]>();
  let commits = 0;
  const view = render(
    <Profiler id="trades" onRender={() => commits++}>
      <TradeList trades$={trades$} base="BTC" pricePrecision={2} coinId={10} />
    </Profiler>,
  );
  return { ...view, push: (next: readonly Trade[]) => act(() => trades$.next(next)), commits: () => commits };
}

const rows = () => screen.queryAllByRole('listitem');

describe('TradeList', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  // coin id 10 shows at least 8 decimals (spec section 9)
  it('shows time, price coloured by the taker side and quantity, newest first', () => {
    const { push } = renderList();
    push(trades);
    expect(rows().map((r) => r.textContent)).toEqual(['09:05:0764,010.500.12500000', '09:05:0664,000.002.00000000']);
    expect(screen.getByText('64,010.50').className).toContain('trend-up');
    expect(screen.getByText('64,000.00').className).toContain('trend-down');
    expect(screen.getByText('Amount (BTC)')).toBeTruthy();
  });

  it('shows at most a screenful of trades', () => {
    const { push } = renderList();
    push(Array.from({ length: 100 }, (_, i) => ({ ...trades[0]!, id: 100 - i })));
    expect(rows()).toHaveLength(TRADES_SHOWN);
  });

  it('shows loading before the first frame and a note when there are no trades', () => {
    const { push, container } = renderList();
    expect(container.querySelector('.state--loading')).not.toBeNull();
    push([]);
    expect(screen.getByText('No trades yet')).toBeTruthy();
  });

  it('adds a row per new trade at the top and keeps the rows it already shows, without a React render', () => {
    const { push, commits } = renderList();
    const full = Array.from({ length: TRADES_SHOWN }, (_, i) => newer(TRADES_SHOWN - i));
    push(full);
    const before = rows();
    const rendered = commits();
    push([newer(TRADES_SHOWN + 2), newer(TRADES_SHOWN + 1), ...full].slice(0, 100));
    expect(commits()).toBe(rendered);
    const after = rows();
    expect(after).toHaveLength(TRADES_SHOWN);
    expect(after.slice(2)).toEqual(before.slice(0, TRADES_SHOWN - 2));
    expect(after.map((r) => r.querySelector('.trade-row__price')?.textContent).slice(0, 3)).toEqual([
      '64,032.00',
      '64,031.00',
      '64,030.00',
    ]);
  });

  it('builds every row again in another language', async () => {
    const { push } = renderList();
    push(trades);
    await act(() => i18n.changeLanguage('de'));
    try {
      expect(rows().map((r) => r.querySelector('.trade-row__price')?.textContent)).toEqual(['64.010,50', '64.000,00']);
    } finally {
      await act(() => i18n.changeLanguage('en_us'));
    }
    expect(rows().map((r) => r.querySelector('.trade-row__price')?.textContent)).toEqual(['64,010.50', '64,000.00']);
  });

  it('formats times as HH:mm:ss', () => {
    expect(tradeTime(at)).toBe('09:05:07');
  });
});
