import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { getDepth$ } from '../../../streams';
import { DepthChart } from '../../components/charts/DepthChart';
import { whileVisible } from '../live/whileVisible';

/** The depth map of the live book, with its legend; not redrawn while off screen (`inView$`). */
export function DepthSection({ info, inView$ }: { info: SymbolInfo; inView$: Observable<boolean> }) {
  const { t } = useTranslation();
  const book$ = useMemo(() => getDepth$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
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
