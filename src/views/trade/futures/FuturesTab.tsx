import { useTranslation } from 'react-i18next';
import type { PerpetualTicker } from '@contract/futures';
import { RemoteContent } from '../../components/RemoteContent';
import { usePerpetuals } from '../../../state/futures';
import { FuturesTrade } from './FuturesTrade';

/** The perpetual the tab opens on: the one the address names when listed, else the first. */
export function pickPerpetual(list: readonly PerpetualTicker[], requested: string | null): PerpetualTicker | undefined {
  return list.find((p) => p.symbol === requested) ?? list[0];
}

/** The Futures tab of /trade: the perpetuals (contract/market/list), then the trade screen of the chosen one. */
export function FuturesTab({ requested, onPair }: { requested: string | null; onPair: (symbol: string) => void }) {
  const { t } = useTranslation();
  const [perpetuals, reload] = usePerpetuals();
  return (
    <RemoteContent remote={perpetuals} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.futures.none')}>
      {(list) => {
        const perp = pickPerpetual(list, requested) as PerpetualTicker;
        // a new perpetual starts a fresh form, book and lists
        return <FuturesTrade key={perp.symbol} perp={perp} perpetuals={list} onPair={onPair} />;
      }}
    </RemoteContent>
  );
}
