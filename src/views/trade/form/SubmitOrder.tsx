import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderSide } from '@contract/spot';

/** Signed in: a submit button (busy while the order is in flight); signed out: the way to log in and come back. */
export type SubmitState = { signedIn: true; busy: boolean } | { signedIn: false; loginHref: string };

export function SubmitOrder({ side, base, state }: { side: OrderSide; base: string; state: SubmitState }) {
  const { t } = useTranslation();
  const className = `button order-form__submit order-form__submit--${side}`;
  if (!state.signedIn) {
    return (
      <Link className={className} to={state.loginHref}>
        {t(side === 'buy' ? 'trade.form.loginToBuy' : 'trade.form.loginToSell', { base })}
      </Link>
    );
  }
  return (
    <button type="submit" className={className} disabled={state.busy} aria-busy={state.busy}>
      {state.busy ? t('trade.form.placing') : t(side === 'buy' ? 'trade.form.submitBuy' : 'trade.form.submitSell', { base })}
    </button>
  );
}
