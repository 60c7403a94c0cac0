import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OrderSide } from '@contract/spot';
import { RemoteContent } from '../components/RemoteContent';
import { LoadingState } from '../components/StateViews';
import { useMarketList } from '../../state/market';
import { isPerpetual, perpetualOf, underlyingOf } from '../../state/futures';
import { cycleTradeLink } from './cycle/cycleLinks';
import { FuturesTab } from './futures/FuturesTab';
import { SpotTrade } from './SpotTrade';
import { TradeKindTabs, type TradeKind } from './TradeKindTabs';
import { pickSummary, sideParam } from './tradeParams';
import './trade.css';
import './book.css';
import '../components/records/records.css';

/** The Cycle tab's screen, with its chart library, loads only when the tab is opened: spot traders do not download it. */
const CycleTab = lazy(() => import('./cycle/CycleTab').then((module) => ({ default: module.CycleTab })));

/** The perpetual the Futures tab opens on when the address names none: BTC's. */
const DEFAULT_PAIR = 'BTCUSDT';

/** The tab the address asks for: ?kind=cycle, else a perpetual's symbol opens Futures, anything else Spot. */
function kindOf(kind: string | null, symbol: string | null): TradeKind {
  if (kind === 'cycle') return 'cycle';
  return symbol !== null && isPerpetual(symbol) ? 'futures' : 'spot';
}

/**
 * /trade?symbol=BTCUSDT&side=buy — the pair and side live in the address, so links and login redirects keep them.
 * A perpetual (/trade?symbol=BTCUSDT-PERP) opens the Futures tab, /trade?kind=cycle&symbol=XAUUSDT the Cycle tab;
 * switching tabs keeps the coin (a tab without it opens on its first).
 */
export default function TradePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('symbol')?.toUpperCase() ?? null;
  const kind = kindOf(params.get('kind'), requested);
  const onKind = (next: TradeKind) => {
    const pair = underlyingOf(requested ?? DEFAULT_PAIR);
    if (next === 'cycle') setParams({ kind: 'cycle', symbol: pair }, { replace: true });
    else setParams({ symbol: next === 'futures' ? perpetualOf(pair) : pair }, { replace: true });
  };
  return (
    <section className="trade">
      <TradeKindTabs kind={kind} onKind={onKind} />
      {kind === 'cycle' ? (
        <Suspense fallback={<LoadingState />}>
          <CycleTab
            requested={requested}
            onSymbol={(symbol) => setParams({ kind: 'cycle', symbol }, { replace: true })}
            linkOf={cycleTradeLink}
          />
        </Suspense>
      ) : kind === 'futures' ? (
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
