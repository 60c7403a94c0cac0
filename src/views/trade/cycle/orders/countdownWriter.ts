import type { CycleOrder, CycleOutcome } from '@contract/cycle';
import { formatPrice, NOT_A_NUMBER } from '../../../../format';
import type { FrameSink } from '../../../components/useFrameSink';
import { outcomeAt } from '../outcome';
import { remainingShare, secondsLeft } from './countdown';

/** One frame of an open order's card: the time now and the symbol's latest index price (null before the first tick). */
export interface CountdownFrame {
  now: number;
  price: string | null;
}

/** The words the writer puts into the card, in the interface language. */
export interface CountdownTexts {
  left: (seconds: number) => string;
  settling: string;
  standing: Record<CycleOutcome, string>;
}

/** The ring's circumference: r = 18 in a 44 × 44 view box. */
export const RING_LENGTH = 2 * Math.PI * 18;

const setText = (el: Element | null, text: string) => {
  if (el && el.textContent !== text) el.textContent = text;
};

/**
 * Writes an open order's countdown ring, seconds left and live index (coloured by the outcome the order would have
 * if it expired now) into the card's elements, straight into the DOM: a frame never costs a React render.
 */
export function countdownWriter(
  card: Element,
  order: CycleOrder,
  pricePrecision: number,
  texts: CountdownTexts,
): FrameSink<CountdownFrame> {
  const ring = card.querySelector('[data-part="ring"]');
  const left = card.querySelector('[data-part="left"]');
  const live = card.querySelector('[data-part="live"]');
  const standing = card.querySelector('[data-part="standing"]');
  return {
    write({ now, price }) {
      const share = remainingShare(order.openTime, order.expiryTime, now);
      ring?.setAttribute('stroke-dashoffset', (RING_LENGTH * (1 - share)).toFixed(2));
      const seconds = secondsLeft(order.expiryTime, now);
      setText(left, seconds > 0 ? texts.left(seconds) : texts.settling);
      setText(live, price === null ? NOT_A_NUMBER : formatPrice(price, pricePrecision));
      const outcome = price === null ? null : outcomeAt(order.direction, order.entry.price, price);
      setText(standing, outcome === null ? '' : texts.standing[outcome]);
      const state = outcome ?? 'none';
      if (card instanceof HTMLElement && card.dataset.standing !== state) card.dataset.standing = state;
    },
    dispose: () => undefined,
  };
}
