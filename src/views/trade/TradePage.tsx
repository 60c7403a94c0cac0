import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OrderSide } from '@contract/spot';
import { RemoteContent } from '../components/RemoteContent';
import { useMarketList } from '../../state/market';
import { SpotTrade } from './SpotTrade';
import { TradeKindTabs } from './TradeKindTabs';
import { pickSummary, sideParam } from './tradeParams';
import './trade.css';
import './book.css';
import '../components/records/records.css';

/** /trade?symbol=BTCUSDT&side=buy — the pair and side live in the address, so links and login redirects keep them. */
export default function TradePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [market, reload] = useMarketList();
  const side = sideParam(params.get('side'));
  const go = (symbol: string, nextSide: OrderSide) => setParams({ symbol, side: nextSide }, { replace: true });

  return (
    <section className="trade">
      <TradeKindTabs />
      <RemoteContent remote={market} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.pair.none')}>
        {(list) => {
          const summary = pickSummary(list, params.get('symbol')) as (typeof list)[number];
          return (
            <SpotTrade
              // a new pair starts a fresh form, book and order list
              key={summary.symbol}
              summary={summary}
              summaries={list}
              side={side}
              onSide={(next) => go(summary.symbol, next)}
              onPair={(symbol) => go(symbol, side)}
            />
          );
        }}
      </RemoteContent>
    </section>
  );
}
