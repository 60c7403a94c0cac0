import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetNetwork } from '@contract/wallet';
import { showToast } from '../../../api/notify';
import { simulateDeposit$ } from '../../../api/wallet';
import { canonical, isDecimal, isPositive, readDecimalInput } from '../../../decimal';
import { MAX_AMOUNT_DECIMALS } from '../../../format';
import { AmountField } from '../../components/AmountField';
import { useIdempotentSubmit } from '../../../state/submit';
import { useDemoFeatures } from '../../../state/demo';

interface SimulatedSend {
  asset: string;
  network: AssetNetwork['network'];
  amount: string;
}

const sendSimulated$ = (body: SimulatedSend, clientId: string) => simulateDeposit$({ ...body, clientId });

/** Demo only (wap/config `demo`): elsewhere wallet/deposit/simulate does not exist, so nothing is shown. */
export function SimulateDeposit({ network }: { network: AssetNetwork }) {
  return useDemoFeatures() ? <SimulateDepositForm network={network} /> : null;
}

/** Sends simulated coins from the simulated outside world to the user's own address; the next block mines them. */
function SimulateDepositForm({ network }: { network: AssetNetwork }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const { submit, busy } = useIdempotentSubmit(sendSimulated$, () => {
    showToast(t('assets.recharge.simulate.sent'), 'success');
    setAmount('');
  });
  const onInput = (raw: string) => {
    const read = readDecimalInput(raw, MAX_AMOUNT_DECIMALS);
    if (!read.ok) {
      if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: MAX_AMOUNT_DECIMALS }));
      return;
    }
    setHint(null);
    setProblem(false);
    setAmount(read.text);
  };
  const onSubmit = () => {
    if (!isDecimal(amount) || !isPositive(amount)) setProblem(true);
    else submit({ asset: network.asset, network: network.network, amount: canonical(amount) });
  };
  return (
    <form
      className="recharge-simulate"
      aria-labelledby="recharge-simulate-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="recharge-simulate-title" className="recharge-simulate__title">
        {t('assets.recharge.simulate.title')}
      </h2>
      <p className="recharge-simulate__hint">{t('assets.recharge.simulate.hint', { asset: network.asset, network: network.name })}</p>
      <AmountField label={t('assets.recharge.simulate.amount')} unit={network.asset} value={amount} hint={hint} onInput={onInput} />
      {problem && (
        <p className="form-error" role="alert">
          {t('assets.transfer.errors.amountZero')}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
        {busy ? t('assets.recharge.simulate.sending') : t('assets.recharge.simulate.submit')}
      </button>
    </form>
  );
}
