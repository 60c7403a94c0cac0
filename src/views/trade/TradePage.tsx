import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OrderSide } from '@contract/spot';
import { RemoteContent } from '../components/RemoteContent';
import { useMarketList } from '../../state/market';
import { isPerpetual, perpetualOf, underlyingOf } from '../../state/futures';
import { FuturesTab } from './futures/FuturesTab';
import { SpotTrade } from './SpotTrade';
import { TradeKindTabs, type TradeKind } from './TradeKindTabs';
import { pickSummary, sideParam } from './tradeParams';
import './trade.css';
import './book.css';
import '../components/records/records.css';

/** The perpetual the Futures tab opens on when the address names none: BTC's. */
const DEFAULT_PAIR = 'BTCUSDT';

/**
 * /trade?symbol=BTCUSDT&side=buy — the pair and side live in the address, so links and login redirects keep them.
 * A perpetual (/trade?symbol=BTCUSDT-PERP) opens the Futures tab; switching tabs keeps the coin.
 */
export default function TradePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('symbol')?.toUpperCase() ?? null;
  const kind: TradeKind = requested !== null && isPerpetual(requested) ? 'futures' : 'spot';
  const onKind = (next: TradeKind) => {
    const pair = requested ?? DEFAULT_PAIR;
    setParams({ symbol: next === 'futures' ? perpetualOf(pair) : underlyingOf(pair) }, { replace: true });
  };
  return (
    <section className="trade">
      <TradeKindTabs kind={kind} onKind={onKind} />
      {kind === 'futures' ? (
        <FuturesTab requested={requested} onPair={(symbol) => setParams({ symbol }, { replace: true })} />
      ) : (
        <SpotTab />
      )}
    </section>
  );
}

function SpotTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [market, reload] = useMarketList();
  const side = sideParam(params.get('side'));
  const go = (symbol: string, nextSide: OrderSide) => setParams({ symbol, side: nextSide }, { replace: true });
  return (
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
  );
}
