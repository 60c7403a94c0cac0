import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { OrderSide } from '@contract/spot';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSignedIn } from '../../state/session';
import { tradeLink, useSymbolInfo } from '../../state/market';
import { useOpenOrders } from '../../state/orders';
import { TradeBook } from './book/TradeBook';
import { initialOrderForm, orderFormReducer } from './form/orderFormState';
import { OrderPanel } from './form/OrderPanel';
import { OpenOrdersSection } from './orders/OpenOrdersSection';
import { PairBar } from './pair/PairBar';

interface Props {
  summary: SymbolSummary;
  summaries: readonly SymbolSummary[];
  side: OrderSide;
  onSide: (side: OrderSide) => void;
  onPair: (symbol: string) => void;
}

/** The Spot tab for one pair: pair bar, order form beside the book, open orders below. */
export function SpotTrade({ summary, summaries, side, onSide, onPair }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  // the form opens at the last price market/list reported; tapping the book changes it
  const [form, dispatch] = useReducer(orderFormReducer, undefined, () => initialOrderForm(side, summary.ticker.last));
  const [info] = useSymbolInfo(summary.symbol);
  const [orders, reloadOrders] = useOpenOrders(summary.symbol);
  return (
    <>
      <PairBar summary={summary} summaries={summaries} onPair={onPair} />
      <div className="trade-grid">
        <OrderPanel
          summary={summary}
          form={form}
          dispatch={dispatch}
          fees={info.status === 'ready' ? info.info : null}
          onSide={onSide}
          onPlaced={reloadOrders}
        />
        <TradeBook summary={summary} onPickPrice={(price) => dispatch({ kind: 'price', text: price })} />
      </div>
      {signedIn ? (
        <OpenOrdersSection summary={summary} orders={orders} reload={reloadOrders} />
      ) : (
        <SignInPrompt text={t('trade.open.signIn')} target={tradeLink(summary.symbol, form.side)} />
      )}
    </>
  );
}
