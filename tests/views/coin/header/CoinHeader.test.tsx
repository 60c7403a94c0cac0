// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticker } from '@contract/market';
import { i18n } from '../../../../src/i18n';
import { CoinHeader } from '../../../../src/views/coin/header/CoinHeader';
import { ticker } from '../../components/fixtures';
import { setupCoinI18n } from '../coinI18n';
import { push, resetFeeds } from '../streams-double';
import { BTC_INFO } from '../symbolInfo';

vi.mock('../../../../src/streams', () => import('../streams-double'));

const frame = (over: Partial<Ticker>): Ticker => ({ ...BTC_INFO.ticker, ...over });

function renderHeader() {
  let commits = 0;
  const view = render(
    <Profiler id="header" onRender={() => commits++}>
      <CoinHeader info={BTC_INFO} />
    </Profiler>,
  );
  const cell = (selector: string) => view.container.querySelector(selector)!;
  return { ...view, cell, commits: () => commits };
}

/** Records what a frame changes in the header's DOM. */
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

describe('CoinHeader', () => {
  beforeAll(setupCoinI18n);
  beforeEach(resetFeeds);
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en_us');
  });

  it('writes each ticker frame into its cells without a React render', () => {
    const { cell, commits } = renderHeader();
    const before = commits();
    act(() => push('ticker.BTCUSDT', frame({ last: '64250.50', change24h: '-2.10', high24h: '65000.00', vol24h: '1234567' })));
    expect(commits()).toBe(before);
    expect(cell('.coin-header__last').textContent).toBe('64,250.50');
    expect(cell('.coin-header__last').className).toBe('coin-header__last trend-down');
    expect(cell('.coin-header__change').textContent).toBe('-2.10%');
    expect(cell('.coin-header__change').className).toBe('coin-header__change trend-down');
    expect(cell('[data-field="high"]').textContent).toBe('65,000.00');
    expect(cell('[data-field="volume"]').textContent).toBe('1.23M');
  });

  it('writes only the cells whose value changed: same elements, nothing added or removed', () => {
    const { container, cell } = renderHeader();
    act(() => push('ticker.BTCUSDT', frame({ last: '64100.00' })));
    const lastText = cell('.coin-header__last .price-flash');
    const stop = watch(container);
    act(() => push('ticker.BTCUSDT', frame({ last: '64100.00', low24h: '63000.00' })));
    const changes = stop();
    expect(cell('.coin-header__last .price-flash')).toBe(lastText);
    expect(changes.filter((c) => c.type === 'childList' && c.addedNodes.length && c.target !== cell('[data-field="low"]'))).toEqual([]);
    const targets = new Set(changes.map((c) => (c.target.nodeType === Node.TEXT_NODE ? c.target.parentElement : c.target)));
    expect([...targets]).toEqual([cell('[data-field="low"]')]);
  });

  it('flashes the last price the way it moved', () => {
    const { cell } = renderHeader();
    act(() => push('ticker.BTCUSDT', frame({ last: '64100.00' })));
    expect(cell('.coin-header__last .price-flash').className).toMatch(/flash-up-/);
    act(() => push('ticker.BTCUSDT', frame({ last: '64050.00' })));
    expect(cell('.coin-header__last .price-flash').className).toMatch(/flash-down-/);
  });

  it('writes every cell again in another language', async () => {
    const { cell } = renderHeader();
    act(() => push('ticker.BTCUSDT', ticker('BTCUSDT', '64250.50', '2.10')));
    await act(() => i18n.changeLanguage('de'));
    expect(cell('.coin-header__last').textContent).toBe('64.250,50');
    expect(cell('[data-field="high"]').textContent).toBe('64.250,50');
  });
});
