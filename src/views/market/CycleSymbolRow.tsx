import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { CycleSymbol } from '@contract/cycle';
import type { Ticker } from '@contract/market';
import { formatPercent, formatPrice, NOT_A_NUMBER } from '../../format';
import { cyclePageLink } from '../../state/cycle';
import { trendOf } from '../../state/market';
import { CoinIcon } from '../components/CoinIcon';
import { PriceFlash } from '../components/PriceFlash';

interface Props {
  symbol: CycleSymbol;
  /** the spot pair's ticker: its last price is the symbol's index (docs/cycle.md); undefined until one arrives */
  ticker: Ticker | undefined;
}

function CycleSymbolRowView({ symbol, ticker }: Props) {
  return (
    <li className="coin-row">
      <Link className="coin-row__link" to={cyclePageLink(symbol.symbol)}>
        <CoinIcon src={symbol.icon} base={symbol.coinType} />
        <span className="coin-row__name">
          <span className="coin-row__pair">
            <strong>{symbol.coinType}</strong>
            <span className="coin-row__quote">/USDT</span>
          </span>
        </span>
        {ticker ? (
          <PriceFlash className="coin-row__price" value={Number(ticker.last)} text={formatPrice(ticker.last, symbol.pricePrecision)} />
        ) : (
          <span className="coin-row__price">{NOT_A_NUMBER}</span>
        )}
        <span className={`change change--${ticker ? trendOf(ticker.change24h) : 'flat'}`}>
          {ticker ? formatPercent(ticker.change24h) : NOT_A_NUMBER}
        </span>
      </Link>
    </li>
  );
}

/** Re-render only when something shown changed. */
function sameRow(prev: Props, next: Props): boolean {
  return prev.symbol === next.symbol && prev.ticker?.last === next.ticker?.last && prev.ticker?.change24h === next.ticker?.change24h;
}

/** One cycle symbol of the market's Cycle tab: index price and 24 h change; it opens /cycle on that symbol. */
export const CycleSymbolRow = memo(CycleSymbolRowView, sameRow);
