import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PerpetualInfo, Position } from '@contract/futures';
import { setTpSl$ } from '../../api/contract';
import { showToast } from '../../api/notify';
import { isPositive, readDecimalInput } from '../../decimal';
import { formatPrice, NOT_A_NUMBER } from '../../format';
import { futuresTradeLink } from '../../state/futures';
import { useSubmit } from '../../state/submit';
import { AmountField } from '../components/AmountField';
import { FuturesCardHead } from '../components/records/futures/FuturesCardHead';
import { RecordCells } from '../components/records/RecordCells';
import { validateTpSl, type TpSlForm } from './validateTpSl';

/** The position's open, mark and liquidation price, then the two triggers; each wrong value shows its message first. */
export function StopPlForm({ position, perp }: { position: Position; perp: PerpetualInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<TpSlForm>({ takeProfit: position.takeProfit ?? '', stopLoss: position.stopLoss ?? '' });
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy } = useSubmit(() => {
    showToast(t('trade.futures.stopPl.saved'), 'success');
    void navigate(futuresTradeLink(position.symbol));
  });
  // a liquidation price of 0 means the position cannot be liquidated
  const price = (value: string) => (isPositive(value) ? formatPrice(value, perp.pricePrecision) : NOT_A_NUMBER);
  const field = (name: keyof TpSlForm, label: string) => (
    <AmountField
      label={label}
      unit="USDT"
      value={form[name]}
      placeholder={t('trade.futures.stopPl.none')}
      onInput={(raw) => {
        const read = readDecimalInput(raw, perp.pricePrecision);
        if (!read.ok) return;
        setProblem(null);
        setForm((f) => ({ ...f, [name]: read.text }));
      }}
    />
  );
  return (
    <form
      className="stop-pl"
      aria-label={t('trade.futures.stopPl.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = validateTpSl(form, position);
        if ('error' in checked) setProblem(t(`trade.futures.errors.${checked.error}`));
        else run(setTpSl$({ positionId: position.id, ...checked }));
      }}
    >
      <div className="record-card">
        <FuturesCardHead side={position.side} perp={perp} marginMode={position.marginMode} leverage={position.leverage} />
        <RecordCells
          cells={[
            [t('trade.futuresRecords.fields.openPrice'), price(position.entryPrice)],
            [t('trade.futuresRecords.fields.markPrice'), price(position.markPrice)],
            [t('trade.futuresRecords.fields.quantity'), position.quantity],
            [t('trade.futuresRecords.fields.liquidationPrice'), price(position.liquidationPrice)],
          ]}
        />
      </div>
      {field('takeProfit', t('trade.futuresRecords.fields.takeProfit'))}
      {field('stopLoss', t('trade.futuresRecords.fields.stopLoss'))}
      <p className="stop-pl__hint">{t('trade.futures.stopPl.hint')}</p>
      {problem !== null && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('trade.futures.stopPl.save')}
      </button>
    </form>
  );
}
