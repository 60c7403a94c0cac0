import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@contract/futures';
import { readDecimalInput } from '../../../../decimal';
import { AmountField } from '../../../components/AmountField';
import { BottomSheet } from '../../../components/BottomSheet';
import { SegmentedTabs } from '../../../components/SegmentedTabs';
import { useClosePosition } from './usePositionCommands';
import { isCloseProblem, validateClose, type CloseForm, type CloseProblem } from './validateClose';

interface Props {
  position: Position;
  pricePrecision: number;
  onClose: () => void;
}

/** A partial close: how many lots (up to the closable quantity), at market or at a limit price. */
export function ClosePositionSheet({ position, pricePrecision, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CloseForm>({ lots: position.closableQty, type: 'market', price: '' });
  const [problem, setProblem] = useState<CloseProblem | null>(null);
  const { submit, busy } = useClosePosition(onClose);
  const edit = (patch: Partial<CloseForm>) => {
    setProblem(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const problemText = (p: CloseProblem) =>
    p.error === 'closeTooMany'
      ? t('trade.futures.errors.closeTooMany', { max: p.max })
      : p.error === 'tooManyDecimals'
        ? t('trade.errors.tooManyDecimals', { field: t('trade.fields.price'), decimals: p.decimals })
        : t(`trade.errors.${p.error}`);
  const types = [
    { value: 'market' as const, label: t('trade.form.market') },
    { value: 'limit' as const, label: t('trade.form.limit') },
  ];
  return (
    <BottomSheet title={t('trade.futures.close.title')} closeLabel={t('trade.pair.close')} onClose={onClose}>
      <form
        className="close-sheet"
        aria-label={t('trade.futures.close.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateClose(form, position, pricePrecision);
          if (isCloseProblem(checked)) setProblem(checked);
          else submit(checked);
        }}
      >
        <SegmentedTabs segments={types} value={form.type} onChange={(type) => edit({ type })} label={t('trade.form.type')} />
        {form.type === 'limit' && (
          <AmountField
            label={t('trade.form.price')}
            unit="USDT"
            value={form.price}
            onInput={(raw) => {
              const read = readDecimalInput(raw, pricePrecision);
              if (read.ok) edit({ price: read.text });
            }}
          />
        )}
        <AmountField
          label={t('trade.futures.close.quantity')}
          unit={t('trade.futures.form.lotUnit')}
          value={form.lots}
          onInput={(raw) => {
            const read = readDecimalInput(raw, 0);
            if (read.ok) edit({ lots: read.text });
          }}
        />
        <p className="close-sheet__closable">{t('trade.futures.close.closable', { lots: position.closableQty })}</p>
        {problem && (
          <p className="form-error" role="alert">
            {problemText(problem)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('trade.futures.close.confirm')}
        </button>
      </form>
    </BottomSheet>
  );
}
