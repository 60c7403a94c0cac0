import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo, Ticker } from '@contract/market';
import { formatPercent, formatPrice, formatVolume } from '../../../format';
import { getTicker$ } from '../../../streams';
import { CoinIcon } from '../../components/CoinIcon';
import { PriceFlash } from '../../components/PriceFlash';
import { useFrameSinkDraw } from '../../components/useFrameSinkDraw';
import { useInView } from '../live/useInView';
import { whileVisible } from '../live/whileVisible';
import { QUOTE, trendOf } from '../../../state/market';
import { createHeaderWriter } from './headerWriter';

/**
 * Last price (flashing on each move), 24 h change, high, low, volume and turnover. React renders the
 * header once (again for another language) from the ticker the page opened with; each ticker frame
 * after that is written into its cells (headerWriter), so the feed costs no render. Scrolled off
 * screen, it is not written until it comes back.
 */
export function CoinHeader({ info }: { info: SymbolInfo }) {
  const { t, i18n } = useTranslation();
  const [inViewRef, inView$] = useInView<HTMLElement>();
  const ticker$ = useMemo(() => getTicker$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  const root = useRef<HTMLElement | null>(null);
  // A new writer (another language, or React drew the opening ticker again) writes every cell again.
  const language = i18n.language;
  const draw = useMemo(
    () => createHeaderWriter(() => root.current, info.pricePrecision, info.ticker),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is a key: a new writer rewrites every cell in it
    [info.pricePrecision, info.ticker, language],
  );
  const { ref: sinkRef } = useFrameSinkDraw<Ticker, HTMLElement>(ticker$, draw);
  const attach = useCallback(
    (el: HTMLElement | null) => {
      root.current = inViewRef.current = sinkRef.current = el;
    },
    [inViewRef, sinkRef],
  );

  const opening = info.ticker;
  const trend = trendOf(opening.change24h);
  const price = (v: string) => formatPrice(v, info.pricePrecision);
  return (
    <header className="coin-header" ref={attach}>
      <div className="coin-header__main">
        <div className="coin-header__pair">
          <CoinIcon src={info.icon} base={info.base} size={28} />
          <h2>{info.name}</h2>
        </div>
        <div className={`coin-header__last trend-${trend}`}>
          <PriceFlash value={Number(opening.last)} text={price(opening.last)} />
        </div>
        <div className={`coin-header__change trend-${trend}`}>{formatPercent(opening.change24h)}</div>
      </div>
      <dl className="coin-header__stats">
        <div>
          <dt>{t('coin.header.high')}</dt>
          <dd data-field="high">{price(opening.high24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.low')}</dt>
          <dd data-field="low">{price(opening.low24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.volume', { asset: info.base })}</dt>
          <dd data-field="volume">{formatVolume(opening.vol24h)}</dd>
        </div>
        <div>
          <dt>{t('coin.header.turnover', { asset: QUOTE })}</dt>
          <dd data-field="turnover">{formatVolume(opening.quoteVol24h)}</dd>
        </div>
      </dl>
    </header>
  );
}
