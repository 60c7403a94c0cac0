import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiatCode, FiatLimits, FiatRules } from '@contract/fiat';
import { showToast } from '../../../api/notify';
import { fiatWithdraw$ } from '../../../api/fiat';
import { readDecimalInput } from '../../../decimal';
import { formatAmount } from '../../../format';
import { availableOf, useBalances } from '../../../state/balances';
import { checkFiatForm, type FiatField, type FiatForm, type FiatProblem } from '../../../state/fiat';
import { useIdempotentSubmit } from '../../../state/submit';
import { useDeposits, withdrawableOf } from '../../../state/wallet';
import { AmountField } from '../../components/AmountField';
import { FundPasswordInput } from '../withdraw/FundPasswordInput';
import { BankCardFields } from './BankCardFields';
import { BankEstimate } from './BankEstimate';

/** The server takes at most 8 decimals of USDT (docs/wallet.md "Fiat withdrawals"). */
const AMOUNT_DECIMALS = 8;
const EMPTY: FiatForm = { cardholderName: '', bankName: '', branchName: '', bankCode: '', cardNumber: '', amount: '', fundPassword: '' };

interface Props {
  rules: FiatRules;
  limits: FiatLimits;
  hasFundPassword: boolean;
  /** after a withdrawal was accepted (what is left of the cap changed) */
  onDone: () => void;
}

/** The spec's fields, the estimate as the user types, the fund password, and every check the client can make before sending. */
export function BankWithdrawForm({ rules, limits, hasFundPassword, onDone }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  const [currency, setCurrency] = useState<FiatCode>(rules.currencies[0]!.code);
  const [form, setForm] = useState<FiatForm>(EMPTY);
  const [finding, setFinding] = useState<{ field: FiatField; problem: FiatProblem } | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [balances] = useBalances();
  const [deposits] = useDeposits();
  const available = withdrawableOf(availableOf(balances.data, 'spot', 'USDT'), deposits.data ?? [], 'USDT');
  const chosen = rules.currencies.find((c) => c.code === currency) ?? rules.currencies[0]!;
  const { submit, busy } = useIdempotentSubmit(
    (body: FiatForm, clientId: string) => fiatWithdraw$({ ...body, currency, clientId }),
    () => {
      showToast(t('assets.withdraw.success'), 'success');
      setForm(EMPTY);
      onDone();
    },
  );
  const change = (patch: Partial<FiatForm>) => {
    setFinding(null);
    setForm((now) => ({ ...now, ...patch }));
  };
  const onAmount = (raw: string) => {
    const read = readDecimalInput(raw, AMOUNT_DECIMALS);
    setHint(read.ok || read.reason !== 'decimals' ? null : t('trade.form.decimalsHint', { decimals: AMOUNT_DECIMALS }));
    if (read.ok) change({ amount: read.text });
  };
  const onSubmit = () => {
    if (!hasFundPassword) return;
    const body = {
      ...form,
      cardholderName: form.cardholderName.trim(),
      bankName: form.bankName.trim(),
      branchName: form.branchName.trim(),
    };
    const found = checkFiatForm(body, { rules, limits, available });
    if (found === null) submit({ ...body, bankCode: body.bankCode.trim() });
    else setFinding(found);
  };
  const values = { min: formatAmount(rules.minUsdt), max: formatAmount(rules.maxUsdt), left: formatAmount(limits.leftBtc) };
  const errorOf = (field: FiatField): string | null =>
    finding?.field === field ? t(`assets.bank.errors.${finding.problem}`, { ...values, field: t(`assets.bank.fields.${field}`) }) : null;
  const errors: Partial<Record<FiatField, string>> = {};
  for (const field of ['cardholderName', 'bankName', 'branchName', 'bankCode', 'cardNumber'] as const) {
    const message = errorOf(field);
    if (message !== null) errors[field] = message;
  }
  return (
    <form
      className="withdraw-form"
      aria-label={t('assets.bank.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="coin-select">
        <label htmlFor={selectId}>{t('assets.bank.fields.currency')}</label>
        <select id={selectId} value={currency} data-testid="bank-currency" onChange={(e) => setCurrency(e.currentTarget.value as FiatCode)}>
          {rules.currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
        </select>
      </div>
      <BankCardFields form={form} onChange={change} errors={errors} />
      <AmountField
        label={t('assets.bank.fields.amount')}
        unit="USDT"
        value={form.amount}
        hint={hint ?? errorOf('amount')}
        onInput={onAmount}
      />
      <BankEstimate rules={rules} currency={chosen} amount={form.amount} limits={limits} available={available} />
      <FundPasswordInput
        hasFundPassword={hasFundPassword}
        value={form.fundPassword}
        onChange={(fundPassword) => change({ fundPassword })}
        error={errorOf('fundPassword')}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !hasFundPassword}
        aria-busy={busy}
        data-testid="bank-submit"
      >
        {busy ? t('assets.withdraw.sending') : t('assets.bank.submit')}
      </button>
    </form>
  );
}
