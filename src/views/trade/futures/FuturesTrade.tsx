import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerpetualInfo, PerpetualTicker, Position } from '@contract/futures';
import { formatPrice } from '../../../format';
import { getDepth$, getMark$ } from '../../../streams';
import { useSignedIn } from '../../../state/session';
import { futuresTradeLink, useFuturesSettings, usePerpetualInfo, usePositions } from '../../../state/futures';
import { trendOf } from '../../../state/market';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { SignInPrompt } from '../../components/SignInPrompt';
import { TradeLadder } from '../book/TradeLadder';
import { FuturesOrderPanel } from './form/FuturesOrderPanel';
import { FuturesSettingsRow } from './form/FuturesSettingsRow';
import { futuresFormReducer, initialFuturesForm } from './form/futuresFormState';
import { FuturesOrdersSection } from './FuturesOrdersSection';
import { MarkBar } from './market/MarkBar';
import { PerpBar } from './market/PerpBar';
import { PositionsSection } from './positions/PositionsSection';
import { useFormMark } from './useFormMark';
import './futures.css';

const NO_POSITIONS: readonly Position[] = [];
/** The perpetual's book counts whole lots, grouped like any number of the language. */
const formatLots = (raw: string) => formatPrice(raw, 0);
/** Before contract/settings answers: the server's default (20x, or the maximum when lower, and cross). */
const defaultLeverage = (info: PerpetualInfo) => Math.min(20, info.maxLeverage);

interface Props {
  perp: PerpetualTicker;
  perpetuals: readonly PerpetualTicker[];
  onPair: (symbol: string) => void;
}

/** One perpetual: pair bar, mark/index/funding, the order form beside its book, then positions and open orders. */
export function FuturesTrade({ perp, perpetuals, onPair }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [info, retryInfo] = usePerpetualInfo(perp.symbol);
  const mark$ = useMemo(() => getMark$(perp.symbol), [perp.symbol]);
  const book$ = useMemo(() => getDepth$(perp.symbol), [perp.symbol]);
  const formMark = useFormMark(mark$, perp.mark);
  const [positions, reloadPositions] = usePositions();
  const settings = useFuturesSettings(perp.symbol);
  const leverage = info.status === 'ready' ? (settings.settings.data?.leverage ?? defaultLeverage(info.info)) : 1;
  const marginMode = settings.settings.data?.marginMode ?? 'cross';
  // the form opens at the last price contract/market/list reported (the mark before the first trade); the book changes it
  const [form, dispatch] = useReducer(futuresFormReducer, undefined, () => initialFuturesForm(perp.last === '0' ? perp.mark : perp.last));
  return (
    <>
      <PerpBar perp={perp} perpetuals={perpetuals} onPair={onPair} />
      <MarkBar mark$={mark$} perp={perp} />
      {info.status === 'ready' ? (
        <>
          <FuturesSettingsRow
            settings={{
              leverage,
              marginMode,
              maxLeverage: info.info.maxLeverage,
              saving: settings.saving,
              editable: signedIn,
            }}
            onLeverage={settings.setLeverage}
            onMarginMode={settings.setMarginMode}
          />
          <div className="trade-grid">
            <FuturesOrderPanel
              info={info.info}
              mark={formMark}
              positions={positions.data ?? NO_POSITIONS}
              leverage={leverage}
              marginMode={marginMode}
              form={form}
              dispatch={dispatch}
            />
            <TradeLadder
              book$={book$}
              last={formMark}
              trend={trendOf(perp.change24h)}
              base={t('trade.futures.form.lotUnit')}
              pricePrecision={perp.pricePrecision}
              coinId={perp.coinId}
              formatQty={formatLots}
              onPickPrice={(price) => dispatch({ kind: 'price', text: price })}
            />
          </div>
        </>
      ) : info.status === 'loading' ? (
        <LoadingState />
      ) : (
        <ErrorState onRetry={retryInfo} />
      )}
      {signedIn ? (
        <>
          <PositionsSection positions={positions} reload={reloadPositions} />
          <FuturesOrdersSection perp={perp} />
        </>
      ) : (
        <SignInPrompt text={t('trade.futures.signIn')} target={futuresTradeLink(perp.symbol)} />
      )}
    </>
  );
}
