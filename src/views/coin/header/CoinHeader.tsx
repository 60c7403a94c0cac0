import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '@contract/market';
import { formatPercent, formatPrice, formatVolume } from '../../../format';
import { getTicker$ } from '../../../streams';
import { CoinIcon } from '../../components/CoinIcon';
import { PriceFlash } from '../../components/PriceFlash';
import { useInView } from '../live/useInView';
import { whileVisible } from '../live/whileVisible';
import { QUOTE, trendOf } from '../../../state/market';

/**
 * Last price (flashing on each move), 24 h change, high, low, volume and turnover. It is the only
 * part of the page that renders per ticker message (at most every 250 ms), so it subscribes itself;
 * scrolled off screen, it stops rendering until it comes back.
 */
export function CoinHeader({ info }: { info: SymbolInfo }) {
  const { t } = useTranslation();
  const [ref, inView$] = useInView<HTMLElement>();
  const ticker$ = useMemo(() => getTicker$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  const ticker = useObservableState(ticker$, info.ticker);
  const trend = trendOf(ticker.change24h);
  const price = (v: string) => formatPrice(v, info.pricePrecision);
  return (
    <header className="coin-header" ref={ref}>
      <div className="coin-header__main">
        <div className="coin-header__pair">
          <CoinIcon src={info.icon} base={info.base} size={28} />
          <h2>{info.name}</h2>
        </div>
        <div className={`coin-header__last trend-${trend}`}>
          <PriceFlash value={Number(ticker.last)} text={price(ticker.last)} />
        </div>
        <div className={`coin-header__change trend-${trend}`}>{formatPercent(ticker.change24h)}</div>
      </div>
      <dl className="coin-header__stats">
        <div>
          <dt>{t('coin.header.high')}</dt>
          <dd>{price(ticker.high24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.low')}</dt>
          <dd>{price(ticker.low24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.volume', { asset: info.base })}</dt>
          <dd>{formatVolume(ticker.vol24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.turnover', { asset: QUOTE })}</dt>
          <dd>{formatVolume(ticker.quoteVol24h)}</dd>
        </div>
      </dl>
    </header>
  );
}
