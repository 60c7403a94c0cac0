import type { Ticker } from '@contract/market';
import { formatPrice } from '../../../format';
import type { CellWriter } from '../../components/book/cellWriter';
import { flash } from '../../components/PriceFlash';
import { trendOf } from '../../../state/market';

const TRENDS = ['trend-up', 'trend-down', 'trend-flat'];

/** Sets the box's trend class (trend-up, trend-down or trend-flat) and keeps its other classes. */
export const writeTrend = (el: Element, trend: string) => {
  el.classList.remove(...TRENDS);
  el.classList.add(`trend-${trend}`);
};

/**
 * Writes a ticker's last price into a box React rendered as `<div class="… trend-…"><PriceFlash/></div>`
 * (the header's and the ladder's last price): the text when it changed, the trend class when the
 * 24 h change turned, and a flash when the price moved from the one shown before (`shown`, the price
 * React rendered, for the first frame). `write` remembers what each cell shows, so a frame that
 * moves nothing writes nothing.
 */
export function createLastPriceWriter(
  write: CellWriter,
  pricePrecision: number,
  shown: string,
): (box: Element | null, ticker: Ticker) => void {
  let previous = Number(shown);
  return (box, ticker) => {
    const text = box?.firstElementChild as HTMLElement | null | undefined;
    if (!box || !text) return;
    const value = Number(ticker.last);
    if (Number.isFinite(previous) && Number.isFinite(value) && value !== previous) flash(text, value > previous ? 'up' : 'down');
    previous = value;
    write(text, ticker.last, (el, last) => (el.textContent = formatPrice(last, pricePrecision)));
    write(box, trendOf(ticker.change24h), writeTrend);
  };
}
