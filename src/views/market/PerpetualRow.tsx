import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent, formatPrice } from '../../format';
import { formatFundingRate } from '../../format/signed';
import { futuresTradeLink } from '../../state/futures';
import { trendOf } from '../../state/market';
import { CoinIcon } from '../components/CoinIcon';
import { FavouriteStar } from '../components/FavouriteStar';
import { PriceFlash } from '../components/PriceFlash';
import type { PerpetualRowData } from './perpetualRows';

interface Props {
  row: PerpetualRowData;
  favourite: boolean;
  onToggleFavourite: (symbol: string) => void;
}

function PerpetualRowView({ row, favourite, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  const { perp } = row;
  // every perpetual is margined in USDT: the row names the coin and its badge, so both fit a 390 px phone
  const [base = perp.name] = perp.name.split('/');
  return (
    <li className="coin-row">
      <FavouriteStar
        symbol={perp.symbol}
        name={`${perp.name} ${t('market.futures.perpetual')}`}
        on={favourite}
        onToggle={onToggleFavourite}
      />
      <Link className="coin-row__link" to={futuresTradeLink(perp.symbol)}>
        <CoinIcon src={perp.icon} base={base} />
        <span className="coin-row__name">
          <span className="coin-row__pair coin-row__pair--wraps">
            <strong>{base}</strong> <span className="perp-badge">{t('market.futures.perpetual')}</span>
          </span>
          <small className="coin-row__volume">{t('market.futures.funding', { rate: formatFundingRate(row.fundingRate) })}</small>
        </span>
        <PriceFlash className="coin-row__price" value={Number(row.mark)} text={formatPrice(row.mark, perp.pricePrecision)} />
        <span className={`change change--${trendOf(row.change24h)}`}>{formatPercent(row.change24h)}</span>
      </Link>
    </li>
  );
}

/** Re-render only when something shown changed. */
function sameRow(prev: Props, next: Props): boolean {
  const [a, b] = [prev.row, next.row];
  return (
    prev.favourite === next.favourite &&
    prev.onToggleFavourite === next.onToggleFavourite &&
    a.perp === b.perp &&
    a.mark === b.mark &&
    a.change24h === b.change24h &&
    a.fundingRate === b.fundingRate
  );
}

/** One perpetual of the Futures (and Favourites) tab, marked as such, with its favourite star; it opens the futures view of /trade for that perpetual. */
export const PerpetualRow = memo(PerpetualRowView, sameRow);
