import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PositionSide } from '@contract/futures';

/** Signed in: a submit button (busy while the order is in flight); signed out: the way to log in and come back. */
export type FuturesSubmitState = { signedIn: true; busy: boolean } | { signedIn: false; loginHref: string };

export function FuturesSubmit({ side, state }: { side: PositionSide; state: FuturesSubmitState }) {
  const { t } = useTranslation();
  const className = `button order-form__submit order-form__submit--${side === 'long' ? 'buy' : 'sell'}`;
  if (!state.signedIn) {
    return (
      <Link className={className} to={state.loginHref}>
        {t('trade.futures.form.loginToTrade')}
      </Link>
    );
  }
  return (
    <button type="submit" className={className} disabled={state.busy} aria-busy={state.busy}>
      {state.busy ? t('trade.form.placing') : t(`trade.futuresRecords.action.open.${side}`)}
    </button>
  );
}
