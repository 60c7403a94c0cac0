import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode, PerpetualInfo, Position } from '@contract/futures';
import { placeFuturesOrder$ } from '../../../../api/contract';
import { showToast } from '../../../../api/notify';
import { availableOf, useBalances } from '../../../../state/balances';
import { futuresTradeLink, lotsAtPercent, maxLots, orderCost } from '../../../../state/futures';
import { loginPath, useSignedIn } from '../../../../state/session';
import { useIdempotentSubmit } from '../../../../state/submit';
import { fractionDigits, readDecimalInput } from '../../../../decimal';
import { formatPrice } from '../../../../format';
import { FuturesOrderForm, type FuturesInput } from './FuturesOrderForm';
import type { FuturesFormAction, FuturesFormState } from './futuresFormState';
import { formLiquidationPrice } from './formLiquidation';
import { futuresProblemText } from './futuresProblemText';
import { isFuturesOrderProblem, validateFuturesOrder, type FuturesOrderBody, type FuturesOrderProblem } from './validateFuturesOrder';

interface Props {
  info: PerpetualInfo;
  /** the mark price the estimates use (useFormMark) */
  mark: string;
  positions: readonly Position[];
  /** the user's settings of this perpetual (or the server's defaults until they load) */
  leverage: number;
  marginMode: MarginMode;
  form: FuturesFormState;
  dispatch: Dispatch<FuturesFormAction>;
}

const sendOrder$ = (body: FuturesOrderBody, clientOrderId: string) => placeFuturesOrder$({ ...body, clientOrderId });

/** Connects the futures form to the contract balance, the mark and contract/order/place. */
export function FuturesOrderPanel({ info, mark, positions, leverage, marginMode, form, dispatch }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [balances] = useBalances();
  const [problem, setProblem] = useState<FuturesOrderProblem | null>(null);
  const [hint, setHint] = useState<{ field: FuturesInput; text: string } | null>(null);
  const { submit, busy } = useIdempotentSubmit(sendOrder$, () => {
    showToast(t('trade.form.placed'), 'success');
    dispatch({ kind: 'placed' });
  });
  const available = signedIn ? availableOf(balances.data, 'contract', 'USDT') : null;
  const frozen = balances.data?.find((b) => b.wallet === 'contract' && b.asset === 'USDT')?.frozen ?? '0';
  const terms = { mark, leverage, contractSize: info.contractSize, takerFee: info.takerFee };
  const formTerms = { ...terms, side: form.side, type: form.type, price: form.price };
  const most = maxLots(available, formTerms, info.maxOrderLots);

  const edit = (action: FuturesFormAction) => {
    setProblem(null);
    setHint(null);
    dispatch(action);
  };
  const onInput = (field: FuturesInput, raw: string) => {
    const decimals = field === 'lots' ? 0 : info.pricePrecision;
    const read = readDecimalInput(raw, decimals);
    if (read.ok) edit({ kind: field, text: read.text });
    else if (read.reason === 'decimals') {
      setHint({ field, text: field === 'lots' ? t('trade.futures.form.wholeLots') : t('trade.form.decimalsHint', { decimals }) });
    }
  };
  const onSubmit = () => {
    const checked = validateFuturesOrder(form, {
      symbol: info.symbol,
      pricePrecision: info.pricePrecision,
      maxOrderLots: info.maxOrderLots,
      available,
      terms,
    });
    if (isFuturesOrderProblem(checked)) setProblem(checked);
    else submit(checked);
  };
  return (
    <FuturesOrderForm
      form={form}
      base={info.base}
      contractSize={formatPrice(info.contractSize, fractionDigits(info.contractSize))}
      summary={{
        available,
        maxLots: signedIn ? most : null,
        cost: orderCost(form.lots, formTerms),
        liquidationPrice: formLiquidationPrice(form, { info, leverage, marginMode, mark, available, frozen, positions }),
        pricePrecision: info.pricePrecision,
      }}
      hint={hint}
      problem={problem && futuresProblemText(t, problem)}
      sliderEnabled={most > 0}
      submit={signedIn ? { signedIn, busy } : { signedIn, loginHref: loginPath(futuresTradeLink(info.symbol)) }}
      onSide={(side) => edit({ kind: 'side', side })}
      onType={(type) => edit({ kind: 'type', type })}
      onInput={onInput}
      onPercent={(percent) => {
        const lots = lotsAtPercent(most, percent);
        edit({ kind: 'percent', percent, lots: lots > 0 ? String(lots) : '' });
      }}
      onTpSl={(open) => edit({ kind: 'tpsl', open })}
      onSubmit={onSubmit}
    />
  );
}
