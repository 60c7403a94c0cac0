import { useState } from 'react';
import '../components/wallet-form.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LockProduct } from '@contract/lock';
import { subscribeLock$ } from '../../api/lock';
import { showToast } from '../../api/notify';
import { canonical, readDecimalInput } from '../../decimal';
import { NOT_A_NUMBER } from '../../format';
import { LOCK_AMOUNT_DECIMALS, lockAllAmount, lockAmountProblem, type LockAmountProblem } from '../../state/lock';
import { useIdempotentSubmit } from '../../state/submit';
import { AmountField } from '../components/AmountField';
import { lockAmountProblemText } from './lockAmountProblemText';
import { LockQuote } from './LockQuote';
import { lockAmount, ratePercent, usdt } from './lockText';

interface Props {
  product: LockProduct;
  /** the spot available USDT; null while the balances load (the amount is then checked by the server alone) */
  available: string | null;
}

type SubscribeBody = { productId: string; amount: string };
const send$ = (body: SubscribeBody, clientId: string) => subscribeLock$({ ...body, clientId });

/** Problems of the typed text itself: with one of these there is no amount to estimate earnings from. */
const UNREADABLE: readonly (LockAmountProblem | null)[] = ['empty', 'zero', 'decimals'];

/**
 * The escrow amount with "All" and the available USDT, the earnings estimated as the user types, the dates and the
 * penalty rule, then Confirm. A retry after a lost answer reuses the client id, so it never subscribes twice.
 */
export function LockForm({ product, available }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [problem, setProblem] = useState<LockAmountProblem | null>(null);
  const [now] = useState(() => Date.now());
  const { submit, busy } = useIdempotentSubmit(send$, () => {
    showToast(t('lock.confirm.success'), 'success');
    void navigate('/lockRecord');
  });

  const edit = (text: string) => {
    setProblem(null);
    setHint(null);
    setAmount(text);
  };
  const onInput = (raw: string) => {
    const read = readDecimalInput(raw, LOCK_AMOUNT_DECIMALS);
    if (read.ok) edit(read.text);
    else if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: LOCK_AMOUNT_DECIMALS }));
  };
  const confirm = () => {
    const found = lockAmountProblem(amount, product, available);
    if (found !== null) setProblem(found);
    else submit({ productId: product.id, amount: canonical(amount) });
  };
  const estimated = UNREADABLE.includes(lockAmountProblem(amount, product, null)) ? null : canonical(amount);
  const all = (
    <button
      type="button"
      className="amount-field__action"
      disabled={available === null}
      onClick={() => available !== null && edit(lockAllAmount(available, product))}
    >
      {t('lock.confirm.all')}
    </button>
  );
  return (
    <form
      className="wallet-form lock-form"
      aria-label={t('lock.confirm.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p className="lock-form__product">
        <strong>{t('lock.products.cycle', { days: product.cycleDays })}</strong>
        <span>
          {t('lock.products.dailyRate')} {ratePercent(product.dailyRate)}
        </span>
      </p>
      <AmountField
        label={t('lock.confirm.amount')}
        unit={product.asset}
        value={amount}
        hint={problem === null ? hint : lockAmountProblemText(t, problem, product)}
        onInput={onInput}
        action={all}
      />
      <p className="lock-form__line" data-testid="lock-available">
        {t('lock.confirm.available')}: {available === null ? NOT_A_NUMBER : usdt(available)}
      </p>
      <p className="lock-form__line">
        {t('lock.products.limits')}:{' '}
        {t('lock.products.limitsValue', { min: lockAmount(product.minAmount), max: lockAmount(product.maxAmount) })}
      </p>
      <LockQuote product={product} amount={estimated} now={now} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('lock.confirm.submitting') : t('lock.confirm.submit')}
      </button>
    </form>
  );
}
