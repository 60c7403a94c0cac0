import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SymbolSummary, Ticker } from '@contract/market';
import { formatPercent, formatPrice, formatVolume } from '../../format';
import { CoinIcon } from './CoinIcon';
import { FavouriteStar } from './FavouriteStar';
import { PriceFlash } from './PriceFlash';

export interface CoinRowProps {
  summary: SymbolSummary;
  ticker: Ticker;
  /** with a toggle, the row shows a favourite star */
  favourite?: boolean;
  onToggleFavourite?: (symbol: string) => void;
}

function trendOf(change: string): 'up' | 'down' | 'flat' {
  const value = Number(change);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

function CoinRowView({ summary, ticker, favourite = false, onToggleFavourite }: CoinRowProps) {
  const { t } = useTranslation();
  return (
    <li className="coin-row">
      {onToggleFavourite && <FavouriteStar symbol={summary.symbol} name={summary.name} on={favourite} onToggle={onToggleFavourite} />}
      <Link className="coin-row__link" to={`/coinDetail/${encodeURIComponent(summary.coinType)}`}>
        <CoinIcon src={summary.icon} base={summary.base} />
        <span className="coin-row__name">
          <span className="coin-row__pair">
            <strong>{summary.base}</strong>
            <span className="coin-row__quote">/{summary.quote}</span>
          </span>
          <small className="coin-row__volume">{t('layout.volume', { value: formatVolume(ticker.quoteVol24h) })}</small>
        </span>
        <PriceFlash className="coin-row__price" value={Number(ticker.last)} text={formatPrice(ticker.last, summary.pricePrecision)} />
        <span className={`change change--${trendOf(ticker.change24h)}`}>{formatPercent(ticker.change24h)}</span>
      </Link>
    </li>
  );
}

/** Re-render only when something shown changed: the displayed ticker fields, the star, the catalogue entry. */
export function sameCoinRow(prev: CoinRowProps, next: CoinRowProps): boolean {
  return (
    prev.summary === next.summary &&
    prev.favourite === next.favourite &&
    prev.onToggleFavourite === next.onToggleFavourite &&
    prev.ticker.last === next.ticker.last &&
    prev.ticker.change24h === next.ticker.change24h &&
    prev.ticker.quoteVol24h === next.ticker.quoteVol24h
  );
}

/** One coin of a list (market, rankings, search): props only, memoized, keyed by symbol by its parent. */
export const CoinRow = memo(CoinRowView, sameCoinRow);
