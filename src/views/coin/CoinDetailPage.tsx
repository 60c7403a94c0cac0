import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SymbolInfo } from '@contract/market';
import { EmptyState, ErrorState, LoadingState } from '../components/StateViews';
import { ChartSection } from './chart/ChartSection';
import { DetailTabs } from './DetailTabs';
import { forgetServedSymbolInfo, servedSymbolInfo, symbolInfo$ } from './earlySymbolInfo';
import { CoinHeader } from './header/CoinHeader';
import { TradeButtons } from './header/TradeButtons';
import { useSymbolInfo } from '../../state/market';
import './coin.css';

/**
 * /coinDetail/:coinType — the coin's live chart, book, trades and info. The address may name the
 * coin by coin type (BTC, btc), pair (BTCUSDT) or coin id (10); the server resolves all three.
 */
export default function CoinDetailPage() {
  const { coinType: coin = '' } = useParams();
  // A new coin is a new page: no state (tab, feeds, chart) carries over from the previous one.
  return <CoinDetail key={coin} coin={coin} />;
}

function CoinDetail({ coin }: { coin: string }) {
  const { t } = useTranslation();
  // the data the page was served with: the first render shows the shell's price, not a loading state
  const [served] = useState(() => servedSymbolInfo(coin));
  useEffect(forgetServedSymbolInfo, []);
  const [state, retry] = useSymbolInfo(coin, symbolInfo$, served);
  switch (state.status) {
    case 'loading':
      return <LoadingState />;
    case 'unknown':
      return <EmptyState text={t('coin.unknown')} />;
    case 'error':
      return <ErrorState onRetry={retry} />;
    case 'ready':
      return <CoinDetailView info={state.info} />;
  }
}

function CoinDetailView({ info }: { info: SymbolInfo }) {
  // On a phone the sticky Buy/Sell bar covers the detail tabs' panel when the page opens.
  const actionsRef = useRef<HTMLElement>(null);
  return (
    <div className="coin-page">
      <CoinHeader info={info} />
      <ChartSection symbol={info.symbol} pricePrecision={info.pricePrecision} />
      <DetailTabs info={info} coveredBy={actionsRef} />
      <TradeButtons symbol={info.symbol} ref={actionsRef} />
    </div>
  );
}
