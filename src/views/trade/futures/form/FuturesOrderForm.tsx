import { useTranslation } from 'react-i18next';
import type { FuturesOrderType, PositionSide } from '@contract/futures';
import { AmountField } from '../../../components/AmountField';
import { SegmentedTabs } from '../../../components/SegmentedTabs';
import { PercentSlider } from '../../form/PercentSlider';
import type { Percent } from '../../form/orderFormState';
import type { FuturesFormState } from './futuresFormState';
import { FuturesSubmit, type FuturesSubmitState } from './FuturesSubmit';
import { FuturesSummary, type FuturesSummaryValues } from './FuturesSummary';
import { PositionSideToggle } from './PositionSideToggle';

export type FuturesInput = 'price' | 'lots' | 'takeProfit' | 'stopLoss';

export interface FuturesOrderFormProps {
  form: FuturesFormState;
  base: string;
  /** the base asset in one lot, formatted */
  contractSize: string;
  summary: FuturesSummaryValues;
  /** the refused keystroke's explanation, shown under its field */
  hint: { field: FuturesInput; text: string } | null;
  /** why the last submit was refused */
  problem: string | null;
  sliderEnabled: boolean;
  submit: FuturesSubmitState;
  onSide: (side: PositionSide) => void;
  onType: (type: FuturesOrderType) => void;
  onInput: (field: FuturesInput, raw: string) => void;
  onPercent: (percent: Percent) => void;
  onTpSl: (open: boolean) => void;
  onSubmit: () => void;
}

/** The futures order form, props only: the container owns state, balances and sending. */
export function FuturesOrderForm(props: FuturesOrderFormProps) {
  const { form, hint, onInput } = props;
  const { t } = useTranslation();
  const hintFor = (field: FuturesInput) => (hint?.field === field ? hint.text : null);
  const types = [
    { value: 'limit' as const, label: t('trade.form.limit') },
    { value: 'market' as const, label: t('trade.form.market') },
  ];
  const priceField = (field: 'price' | 'takeProfit' | 'stopLoss', label: string) => (
    <AmountField label={label} unit="USDT" value={form[field]} hint={hintFor(field)} onInput={(raw) => onInput(field, raw)} />
  );
  return (
    <form
      className="order-form"
      aria-label={t('trade.form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <PositionSideToggle side={form.side} onChange={props.onSide} />
      <SegmentedTabs segments={types} value={form.type} onChange={props.onType} label={t('trade.form.type')} />
      {form.type === 'limit' ? (
        priceField('price', t('trade.form.price'))
      ) : (
        <p className="order-form__market-price">{t('trade.form.marketPrice')}</p>
      )}
      <AmountField
        label={t('trade.futuresRecords.fields.quantity')}
        unit={t('trade.futures.form.lotUnit')}
        value={form.lots}
        hint={hintFor('lots')}
        onInput={(raw) => onInput('lots', raw)}
      />
      <p className="futures-form__lot-size">{t('trade.futures.form.lotSize', { size: props.contractSize, base: props.base })}</p>
      <PercentSlider value={form.percent} disabled={!props.sliderEnabled} onPick={props.onPercent} />
      <label className="futures-form__tpsl">
        <input type="checkbox" checked={form.tpsl} onChange={(event) => props.onTpSl(event.currentTarget.checked)} />
        {t('trade.futures.form.tpsl')}
      </label>
      {form.tpsl && (
        <>
          {priceField('takeProfit', t('trade.futuresRecords.fields.takeProfit'))}
          {priceField('stopLoss', t('trade.futuresRecords.fields.stopLoss'))}
        </>
      )}
      <FuturesSummary {...props.summary} />
      {props.problem !== null && (
        <p className="form-error" role="alert">
          {props.problem}
        </p>
      )}
      <FuturesSubmit side={form.side} state={props.submit} />
    </form>
  );
}
