import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tap } from 'rxjs';
import type { AssetNetwork, WithdrawLimits } from '@contract/wallet';
import { ApiError } from '../../../api/errors';
import { showToast } from '../../../api/notify';
import { withdraw$ } from '../../../api/wallet';
import { readDecimalInput } from '../../../decimal';
import { formatAmount } from '../../../format';
import { availableOf, useBalances } from '../../../state/balances';
import { useMarketList } from '../../../state/market';
import { useIdempotentSubmit } from '../../../state/submit';
import {
  allAmount,
  assetLimitsOf,
  checkWithdrawal,
  dailyLeft,
  usdtPriceOf,
  useDeposits,
  WITHDRAW_DECIMALS,
  withdrawableOf,
  type WithdrawForm as Fields,
  type WithdrawProblem,
} from '../../../state/wallet';
import { AmountField } from '../../components/AmountField';
import { FundPasswordInput } from './FundPasswordInput';
import { TextInputField } from '../../components/TextInputField';
import { WithdrawLimitsInfo } from './WithdrawLimitsInfo';
import { WithdrawSummary } from './WithdrawSummary';

/** The server refuses an address failing its network's checksum with 400 and a sentence for the user: shown at the address. */
const isAddressRefusal = (err: unknown): err is ApiError => err instanceof ApiError && err.kind === 'http' && err.status === 400;

interface Props {
  network: AssetNetwork;
  limits: WithdrawLimits;
  hasFundPassword: boolean;
  /** after a withdrawal was accepted (what is left today changed) */
  onDone: () => void;
  /** a saved address just picked for this network (a new object per pick): fills the address field */
  picked: { address: string } | null;
  /** the saved-address button shown beside the address field */
  addressPicker: ReactNode;
}

/** Address, amount with "All", the limits, fee and received amount, the fund password, and every check before sending. */
export function WithdrawForm({ network, limits, hasFundPassword, onDone, picked, addressPicker }: Props) {
  const { t } = useTranslation();
  const { asset } = network;
  const [fields, setFields] = useState<Fields>({ address: '', amount: '', fundPassword: '' });
  const [hint, setHint] = useState<string | null>(null);
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [balances] = useBalances();
  const [deposits] = useDeposits();
  const [market] = useMarketList();
  const withdrawable = withdrawableOf(availableOf(balances.data, 'spot', asset), deposits.data ?? [], asset);
  const { submit, busy } = useIdempotentSubmit(
    (body: Fields, clientId: string) =>
      withdraw$({ asset, network: network.network, ...body, clientId }, isAddressRefusal).pipe(
        tap({ error: (err: unknown) => isAddressRefusal(err) && setAddressError(err.msg) }),
      ),
    () => {
      showToast(t('assets.withdraw.success'), 'success');
      setFields({ address: '', amount: '', fundPassword: '' });
      onDone();
    },
  );
  const change = (patch: Partial<Fields>) => {
    setProblem(null);
    setHint(null);
    if (patch.address !== undefined) setAddressError(null);
    setFields((now) => ({ ...now, ...patch }));
  };
  useEffect(() => {
    if (picked !== null) change({ address: picked.address });
  }, [picked]);
  const onAmount = (raw: string) => {
    const read = readDecimalInput(raw, WITHDRAW_DECIMALS);
    if (read.ok) change({ amount: read.text });
    else if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: WITHDRAW_DECIMALS }));
  };
  const onSubmit = () => {
    if (!hasFundPassword) return;
    const body = { ...fields, address: fields.address.trim() };
    const found = checkWithdrawal(body, { network, limits, withdrawable, usdtPrice: usdtPriceOf(market.data, asset) });
    if (found === null) submit(body);
    else if (found === 'addressEmpty') setAddressError(t('assets.withdraw.errors.addressEmpty'));
    else setProblem(found);
  };
  const most = allAmount(withdrawable, network);
  const all = (
    <button type="button" className="amount-field__action" onClick={() => most !== null && change({ amount: most })}>
      {t('assets.withdraw.all')}
    </button>
  );
  const values = {
    asset,
    min: formatAmount(network.withdrawMin),
    max: formatAmount(assetLimitsOf(limits, asset).max),
    left: formatAmount(dailyLeft(limits, asset)),
    cap: formatAmount(limits.kycCapUsdt),
    decimals: WITHDRAW_DECIMALS,
  };
  return (
    <form
      className="withdraw-form"
      aria-label={t('assets.withdraw.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="withdraw-form__address">
        <TextInputField
          label={t('assets.withdraw.address')}
          placeholder={t('assets.withdraw.addressPlaceholder', { network: network.name })}
          autoComplete="off"
          maxLength={100}
          value={fields.address}
          onChange={(address) => change({ address })}
          error={addressError}
          testId="withdraw-address"
        />
        {addressPicker}
      </div>
      <AmountField label={t('assets.withdraw.amount')} unit={asset} value={fields.amount} hint={hint} onInput={onAmount} action={all} />
      <WithdrawSummary network={network} amount={fields.amount} withdrawable={withdrawable} />
      <WithdrawLimitsInfo network={network} limits={limits} />
      <FundPasswordInput
        hasFundPassword={hasFundPassword}
        value={fields.fundPassword}
        onChange={(fundPassword) => change({ fundPassword })}
        error={problem === 'fundPasswordEmpty' ? t('assets.withdraw.errors.fundPasswordEmpty') : null}
      />
      {problem !== null && problem !== 'fundPasswordEmpty' && (
        <p className="form-error" role="alert" data-testid="withdraw-problem">
          {t(`assets.withdraw.errors.${problem}`, values)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !hasFundPassword} aria-busy={busy}>
        {busy ? t('assets.withdraw.sending') : t('assets.withdraw.submit')}
      </button>
    </form>
  );
}
