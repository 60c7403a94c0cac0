import { useObservableState } from 'observable-hooks';
import { useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { OrderSide } from '@contract/spot';
import { showToast } from '../../../api/notify';
import { placeOrder$ } from '../../../api/spot';
import { getTicker$ } from '../../../streams';
import { loginPath, useSignedIn } from '../../../state/session';
import { availableOf, useBalances } from '../../../state/balances';
import { tradeLink, USDT_COIN_ID } from '../../../state/market';
import { useIdempotentSubmit } from '../../../state/submit';
import { readDecimalInput } from '../../../decimal';
import { OrderForm, type AmountInput } from './OrderForm';
import type { OrderFormAction, OrderFormState } from './orderFormState';
import { estimatedFee, feeRole, orderTotal, QUOTE_DECIMALS, rateOf, sliderAmount, type FeeRates, type OrderContext } from './orderMath';
import { problemText } from './problemText';
import { useBestPrices } from './useBestPrices';
import { isOrderProblem, validateOrder, type OrderBody, type OrderProblem } from './validateOrder';

interface Props {
  summary: SymbolSummary;
  form: OrderFormState;
  dispatch: Dispatch<OrderFormAction>;
  /** the pair's maker and taker rates; null while market/symbol loads */
  fees: FeeRates | null;
  onSide: (side: OrderSide) => void;
  onPlaced: () => void;
}

const sendOrder$ = (body: OrderBody, clientOrderId: string) => placeOrder$({ ...body, clientOrderId });

/** Connects the order form to balances, the last price and spot/order/place. */
export function OrderPanel({ summary, form, dispatch, fees, onSide, onPlaced }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [balances] = useBalances();
  const ticker = useObservableState(
    useMemo(() => getTicker$(summary.symbol), [summary.symbol]),
    summary.ticker,
  );
  const best = useBestPrices(summary.symbol);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [hint, setHint] = useState<{ field: AmountInput; text: string } | null>(null);
  const { submit, busy } = useIdempotentSubmit(sendOrder$, () => {
    showToast(t('trade.form.placed'), 'success');
    dispatch({ kind: 'placed' });
    onPlaced();
  });

  const ctx: OrderContext = {
    pricePrecision: summary.pricePrecision,
    qtyPrecision: summary.qtyPrecision,
    minQty: summary.minQty,
    baseAvailable: availableOf(balances.data, 'spot', summary.base),
    quoteAvailable: availableOf(balances.data, 'spot', 'USDT'),
    last: ticker.last,
  };
  // any edit answers the last refusal, so its message goes
  const edit = (action: OrderFormAction) => {
    setProblem(null);
    setHint(null);
    dispatch(action);
  };
  const decimalsOf: Record<AmountInput, number> = { price: summary.pricePrecision, qty: summary.qtyPrecision, quote: QUOTE_DECIMALS };
  const onInput = (field: AmountInput, raw: string) => {
    const read = readDecimalInput(raw, decimalsOf[field]);
    if (read.ok) edit({ kind: field, text: read.text });
    else if (read.reason === 'decimals') setHint({ field, text: t('trade.form.decimalsHint', { decimals: decimalsOf[field] }) });
  };
  const onSubmit = () => {
    const checked = validateOrder(form, ctx, summary.symbol);
    if (isOrderProblem(checked)) setProblem(checked);
    else submit(checked);
  };
  const buying = form.side === 'buy';
  const role = feeRole(form, best);
  const rate = fees && rateOf(role, fees);
  const fee = rate === null ? null : estimatedFee(form, ctx, rate, summary.base);
  return (
    <OrderForm
      form={form}
      base={summary.base}
      summary={{
        available: buying ? ctx.quoteAvailable : ctx.baseAvailable,
        availableAsset: buying ? 'USDT' : summary.base,
        availableCoinId: buying ? USDT_COIN_ID : summary.coinId,
        total: orderTotal(form, ctx),
        feeRate: rate === null ? null : { role, rate },
        fee: fee && { ...fee, coinId: fee.asset === 'USDT' ? USDT_COIN_ID : summary.coinId },
      }}
      hint={hint}
      problem={problem && problemText(t, problem)}
      sliderEnabled={signedIn && sliderAmount(form, 100, ctx) !== null}
      submit={signedIn ? { signedIn, busy } : { signedIn, loginHref: loginPath(tradeLink(summary.symbol, form.side)) }}
      onSide={(side) => {
        edit({ kind: 'side', side });
        onSide(side);
      }}
      onType={(type) => edit({ kind: 'type', type })}
      onInput={onInput}
      onSubmit={onSubmit}
      onPercent={(percent) => {
        const amount = percent === 0 ? null : sliderAmount(form, percent, ctx);
        const field = form.type === 'market' && buying ? 'quote' : 'qty';
        edit({ kind: 'percent', percent, field, text: amount?.text ?? '' });
      }}
    />
  );
}
