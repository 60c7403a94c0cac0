import { useState } from 'react';
import '../../components/wallet-form.css';
import { useTranslation } from 'react-i18next';
import type { Balance, Wallet } from '@contract/assets';
import { transfer$ } from '../../../api/assets';
import { showToast } from '../../../api/notify';
import { formatAmount, NOT_A_NUMBER } from '../../../format';
import { AmountField } from '../../components/AmountField';
import { readDecimalInput } from '../../../decimal';
import { useIdempotentSubmit } from '../../../state/submit';
import { coinMetaOf } from '../coinMeta';
import { availableOf } from '../../../state/balances';
import { USDT } from '../../../state/market';
import { otherWallet, TRANSFER_DECIMALS, transferCoins, validateTransfer, type TransferBody, type TransferProblem } from './transferRules';
import { WalletRoute } from './WalletRoute';

const sendTransfer$ = (body: TransferBody, clientId: string) => transfer$({ ...body, clientId });

interface Props {
  balances: readonly Balance[];
  initialAsset: string;
  /** after a transfer succeeded (the live balances move by themselves; REST needs asking) */
  onDone: () => void;
}

/** Source account (swappable), coin, amount with "All", the available balance, and the checks before sending. */
export function TransferForm({ balances, initialAsset, onDone }: Props) {
  const { t } = useTranslation();
  const coins = transferCoins(balances);
  const [from, setFrom] = useState<Wallet>('spot');
  const [asset, setAsset] = useState(coins.includes(initialAsset) ? initialAsset : USDT);
  const [amount, setAmount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [problem, setProblem] = useState<TransferProblem | null>(null);
  const available = availableOf(balances, from, asset);
  const { submit, busy } = useIdempotentSubmit(sendTransfer$, () => {
    showToast(t('assets.transfer.success'), 'success');
    setAmount('');
    onDone();
  });
  const changeAmount = (text: string) => {
    setProblem(null);
    setHint(null);
    setAmount(text);
  };
  const onInput = (raw: string) => {
    const read = readDecimalInput(raw, TRANSFER_DECIMALS);
    if (read.ok) changeAmount(read.text);
    else if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: TRANSFER_DECIMALS }));
  };
  const onSubmit = () => {
    const checked = validateTransfer(from, asset, amount, available);
    if ('problem' in checked) setProblem(checked.problem);
    else submit(checked);
  };
  const all = (
    <button type="button" className="amount-field__action" onClick={() => available !== null && changeAmount(available)}>
      {t('assets.transfer.all')}
    </button>
  );
  return (
    <form
      className="wallet-form transfer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <WalletRoute
        from={from}
        onSwap={() => {
          setProblem(null);
          setFrom(otherWallet(from));
        }}
      />
      <label className="coin-select transfer-form__coin">
        <span>{t('assets.transfer.coin')}</span>
        <select
          value={asset}
          onChange={(event) => {
            setProblem(null);
            setAsset(event.currentTarget.value);
          }}
        >
          {coins.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </label>
      <AmountField label={t('assets.transfer.amount')} unit={asset} value={amount} hint={hint} onInput={onInput} action={all} />
      <p className="transfer-form__available" data-testid="transfer-available">
        {t('assets.transfer.available')}: {available === null ? NOT_A_NUMBER : formatAmount(available, coinMetaOf(undefined, asset).coinId)}{' '}
        {asset}
      </p>
      {problem !== null && (
        <p className="form-error" role="alert">
          {t(`assets.transfer.errors.${problem}`, { decimals: TRANSFER_DECIMALS })}
        </p>
      )}
      <button type="submit" className="button button--primary transfer-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('assets.transfer.sending') : t('assets.transfer.submit')}
      </button>
      <p className="transfer-form__note">{t('assets.transfer.note')}</p>
    </form>
  );
}
