// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookView } from '../../../../src/streams';
import CoinDetailPage from '../../../../src/views/coin/CoinDetailPage';
import { rising } from '../../components/charts/bars';
import { ticker } from '../../components/fixtures';
import { renderAt } from '../../components/render';
import { chartLoaded } from '../chart/chartLoaded';
import { afterFirstPaint } from './afterFirstPaint';
import { setupCoinI18n } from '../coinI18n';
import { push, resetFeeds, subscribed } from '../streams-double';
import { BTC_INFO } from '../symbolInfo';

vi.mock('../../../../src/streams', () => import('../streams-double'));
vi.mock('../../../../src/api', () => ({ fetchSymbolInfo$: () => of(BTC_INFO) }));

/** A stand-in for the browser's IntersectionObserver that the test moves elements in and out of view with. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static show(el: Element, isIntersecting: boolean) {
    for (const o of FakeIntersectionObserver.all) {
      if (!o.targets.includes(el)) continue;
      act(() => o.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver));
    }
  }
}

const book = (bid: string): BookView => ({ ready: true, seq: 1, bids: [[bid, '1']], asks: [['64100.00', '1']] });
const bidPrices = () => Array.from(document.querySelectorAll('.ladder__side--bids .ladder-row__price'), (el) => el.textContent);

describe('coin page widgets off screen', () => {
  beforeAll(async () => {
    await setupCoinI18n();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    resetFeeds();
    FakeIntersectionObserver.all = [];
  });
  afterEach(cleanup);

  it('stops rendering the order book while its panel is off screen and catches up when it is back', async () => {
    renderAt([{ path: '/coinDetail/:coinType', Component: CoinDetailPage }], '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    await afterFirstPaint();
    act(() => push('depth.BTCUSDT', book('64000.00')));
    expect(bidPrices()).toEqual(['64,000.00']);

    const panel = screen.getByRole('tabpanel');
    FakeIntersectionObserver.show(panel, false);
    act(() => push('depth.BTCUSDT', book('63990.00')));
    act(() => push('depth.BTCUSDT', book('63980.00')));
    expect(bidPrices()).toEqual(['64,000.00']);
    expect(subscribed.has('depth.BTCUSDT')).toBe(true);

    FakeIntersectionObserver.show(panel, true);
    expect(bidPrices()).toEqual(['63,980.00']);
  });

  it('counts the panel as on screen only once it shows above the sticky Buy/Sell bar', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('coin-actions') ? 61 : 0;
    });
    renderAt([{ path: '/coinDetail/:coinType', Component: CoinDetailPage }], '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    const panel = screen.getByRole('tabpanel');
    const observer = FakeIntersectionObserver.all.find((o) => o.targets.includes(panel));
    // half a screen of margin above; below, the bar's 61 px and 16 px more must be passed
    expect(observer?.options.rootMargin).toBe('50% 0px -77px 0px');
    vi.restoreAllMocks();
  });

  it('keeps the header on the last ticker shown while it is off screen', async () => {
    renderAt([{ path: '/coinDetail/:coinType', Component: CoinDetailPage }], '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    const header = document.querySelector('.coin-header')!;
    FakeIntersectionObserver.show(header, false);
    act(() => push('ticker.BTCUSDT', ticker('BTCUSDT', '65000.00', '1.5')));
    expect(header.querySelector('.coin-header__last')?.textContent).toBe('64,000.00');
    FakeIntersectionObserver.show(header, true);
    expect(header.querySelector('.coin-header__last')?.textContent).toBe('65,000.00');
  });

  it('stops drawing the chart as soon as none of it is on screen, not half a screen later, and catches up when it is back', async () => {
    renderAt([{ path: '/coinDetail/:coinType', Component: CoinDetailPage }], '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    await chartLoaded();
    const section = document.querySelector('.coin-chart')!;
    const observer = FakeIntersectionObserver.all.find((o) => o.targets.includes(section));
    // no margin (a pixel less, as an edge that touches the screen counts as intersecting)
    expect(observer?.options.rootMargin).toBe('-1px 0px -1px 0px');
    const lastBar = () => document.querySelector('.kline-chart')?.getAttribute('data-last-bar');
    const bars = rising(4, 0, 900);
    act(() => push('kline.BTCUSDT.15m', bars.slice(0, 3)));
    expect(lastBar()).toBe(String(bars[2]!.t));
    FakeIntersectionObserver.show(section, false);
    act(() => push('kline.BTCUSDT.15m', bars));
    expect(lastBar()).toBe(String(bars[2]!.t));
    FakeIntersectionObserver.show(section, true);
    expect(lastBar()).toBe(String(bars[3]!.t));
  });
});
