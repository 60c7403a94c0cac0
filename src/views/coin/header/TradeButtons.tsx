import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { tradeLink } from '../../../state/market';

/** Buy and Sell open the trade screen on this coin with the side chosen; `ref` is the sticky bar. */
export function TradeButtons({ symbol, ref }: { symbol: string; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  return (
    <nav className="coin-actions" aria-label={t('coin.actions.label')} ref={ref}>
      <Link className="coin-actions__button coin-actions__button--buy" to={tradeLink(symbol, 'buy')}>
        {t('coin.actions.buy')}
      </Link>
      <Link className="coin-actions__button coin-actions__button--sell" to={tradeLink(symbol, 'sell')}>
        {t('coin.actions.sell')}
      </Link>
    </nav>
  );
}
