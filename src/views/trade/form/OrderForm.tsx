import { useTranslation } from 'react-i18next';
import type { OrderSide, OrderType } from '@contract/spot';
import { SegmentedTabs } from '../../components/SegmentedTabs';
import { AmountField } from '../../components/AmountField';
import type { OrderFormState, Percent } from './orderFormState';
import { OrderSummary, type SummaryValues } from './OrderSummary';
import { PercentSlider } from './PercentSlider';
import { SideToggle } from './SideToggle';
import { SubmitOrder, type SubmitState } from './SubmitOrder';

export type AmountInput = 'price' | 'qty' | 'quote';

export interface OrderFormProps {
  form: OrderFormState;
  base: string;
  summary: SummaryValues;
  /** the refused keystroke's explanation, shown under its field */
  hint: { field: AmountInput; text: string } | null;
  /** why the last submit was refused */
  problem: string | null;
  sliderEnabled: boolean;
  submit: SubmitState;
  onSide: (side: OrderSide) => void;
  onType: (type: OrderType) => void;
  onInput: (field: AmountInput, raw: string) => void;
  onPercent: (percent: Percent) => void;
  onSubmit: () => void;
}

/** The spot order form, props only: the container owns state, balances and sending. */
export function OrderForm({
  form,
  base,
  summary,
  hint,
  problem,
  sliderEnabled,
  submit,
  onSide,
  onType,
  onInput,
  onPercent,
  onSubmit,
}: OrderFormProps) {
  const { t } = useTranslation();
  const hintFor = (field: AmountInput) => (hint?.field === field ? hint.text : null);
  const types = [
    { value: 'limit' as const, label: t('trade.form.limit') },
    { value: 'market' as const, label: t('trade.form.market') },
  ];
  const marketBuy = form.type === 'market' && form.side === 'buy';
  return (
    <form
      className="order-form"
      aria-label={t('trade.form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SideToggle side={form.side} onChange={onSide} />
      <SegmentedTabs segments={types} value={form.type} onChange={onType} label={t('trade.form.type')} />
      {form.type === 'limit' ? (
        <AmountField
          label={t('trade.form.price')}
          unit="USDT"
          value={form.price}
          hint={hintFor('price')}
          onInput={(raw) => onInput('price', raw)}
        />
      ) : (
        <p className="order-form__market-price">{t('trade.form.marketPrice')}</p>
      )}
      {marketBuy ? (
        <AmountField
          label={t('trade.form.amount')}
          unit="USDT"
          value={form.quote}
          hint={hintFor('quote')}
          onInput={(raw) => onInput('quote', raw)}
        />
      ) : (
        <AmountField
          label={t('trade.form.quantity')}
          unit={base}
          value={form.qty}
          hint={hintFor('qty')}
          onInput={(raw) => onInput('qty', raw)}
        />
      )}
      <PercentSlider value={form.percent} disabled={!sliderEnabled} onPick={onPercent} />
      <OrderSummary {...summary} />
      {problem !== null && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <SubmitOrder side={form.side} base={base} state={submit} />
    </form>
  );
}
