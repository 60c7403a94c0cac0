import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CycleDirection } from '@contract/cycle';

const DIRECTIONS: readonly CycleDirection[] = ['up', 'down'];

/** Signed in: the two buy buttons (busy while an order is in flight); signed out: links to log in and come back. */
export type BuyState = { signedIn: true; busy: boolean } | { signedIn: false; loginHref: string };

/** Buy up (green) and Buy down (red), named by their words, not only their colour. */
export function BuyButtons({ state, onBuy }: { state: BuyState; onBuy: (direction: CycleDirection) => void }) {
  const { t } = useTranslation();
  return (
    <div className="cycle-buy">
      {DIRECTIONS.map((direction) => {
        const className = `button order-form__submit order-form__submit--${direction === 'up' ? 'buy' : 'sell'}`;
        const label = t(`trade.cycle.buy.${direction}`);
        return state.signedIn ? (
          <button
            key={direction}
            type="button"
            className={className}
            disabled={state.busy}
            aria-busy={state.busy}
            onClick={() => onBuy(direction)}
          >
            {label}
          </button>
        ) : (
          <Link key={direction} className={className} to={state.loginHref}>
            {label}
          </Link>
        );
      })}
    </div>
  );
}
