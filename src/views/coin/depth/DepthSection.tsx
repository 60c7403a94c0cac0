import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '../../../../contract/market';
import { getDepth$ } from '../../../streams';
import { DepthChart } from '../../components/charts/DepthChart';

/** The depth map of the live book, with its legend. */
export function DepthSection({ info }: { info: SymbolInfo }) {
  const { t } = useTranslation();
  const book$ = useMemo(() => getDepth$(info.symbol), [info.symbol]);
  return (
    <div className="coin-depth">
      <div className="coin-depth__legend">
        <span className="coin-depth__key trend-up">{t('coin.depth.bids')}</span>
        <span className="coin-depth__key trend-down">{t('coin.depth.asks')}</span>
      </div>
      <DepthChart book$={book$} pricePrecision={info.pricePrecision} syncingText={t('coin.book.syncing')} />
    </div>
  );
}
