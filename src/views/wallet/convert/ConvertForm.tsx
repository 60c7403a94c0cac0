import { useMemo, useState } from 'react';
import '../../components/wallet-form.css';
import { useTranslation } from 'react-i18next';
import { tap } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { SymbolSummary } from '@contract/market';
import { newClientId } from '../../../api/client-id';
import { executeConvert$ } from '../../../api/convert';
import { showToast } from '../../../api/notify';
import { readDecimalInput } from '../../../decimal';
import { formatAmount, NOT_A_NUMBER } from '../../../format';
import { availableOf } from '../../../state/balances';
import {
  CONVERT_DECIMALS,
  CONVERT_MAX,
  CONVERT_MIN,
  checkConvertAmount,
  coinIdOf,
  pickCoin,
  useConvertQuote,
  type ConvertProblem,
} from '../../../state/convert';
import { USDT } from '../../../state/market';
import { useSubmit } from '../../../state/submit';
import { AmountField } from '../../components/AmountField';
import { CoinPair } from './CoinPair';
import { QuotePanel } from './QuotePanel';

interface Props {
  coins: readonly string[];
  summaries: readonly SymbolSummary[];
  /** the live balances; undefined while they load (the amount is then checked by the server alone) */
  balances: readonly Balance[] | undefined;
}

/** Coins, amount with "All" and the spot available, the checks before asking; then the quote to confirm. */
export function ConvertForm({ coins, summaries, balances }: Props) {
  const { t } = useTranslation();
  const [pair, setPair] = useState({ from: USDT, to: coins.find((c) => c !== USDT) ?? USDT });
  const [amount, setAmount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [problem, setProblem] = useState<ConvertProblem | null>(null);
  const quote = useConvertQuote();
  const shown = quote.state.status === 'live' || quote.state.status === 'expired' ? quote.state.quote : null;
  // one client id per quote: pressing confirm again after a lost answer repeats the same conversion, never a second
  const clientId = useMemo(() => (shown ? newClientId() : ''), [shown]);
  const available = availableOf(balances, 'spot', pair.from);
  const { run, busy } = useSubmit(() => {
    showToast(t('assets.convert.success'), 'success');
    setAmount('');
    quote.clear();
  });

  const changed = () => {
    setProblem(null);
    setHint(null);
    quote.clear();
  };
  const changeAmount = (text: string) => {
    changed();
    setAmount(text);
  };
  const onInput = (raw: string) => {
    const read = readDecimalInput(raw, CONVERT_DECIMALS);
    if (read.ok) changeAmount(read.text);
    else if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: CONVERT_DECIMALS }));
  };
  const ask = () => {
    const checked = checkConvertAmount(amount, available);
    if ('problem' in checked) return setProblem(checked.problem);
    quote.request({ from: pair.from, to: pair.to, amount: checked.amount });
  };
  const confirm = () => {
    if (quote.state.status !== 'live') return;
    run(executeConvert$({ quoteId: quote.state.quote.id, clientId }).pipe(tap({ error: quote.expire })));
  };
  const all = (
    <button type="button" className="amount-field__action" onClick={() => available !== null && changeAmount(available)}>
      {t('assets.convert.all')}
    </button>
  );
  return (
    <form
      className="wallet-form convert-form"
      aria-label={t('assets.convert.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <CoinPair
        coins={coins}
        from={pair.from}
        to={pair.to}
        onPick={(side, coin) => {
          changed();
          setPair(pickCoin(side, coin, pair));
        }}
        onSwap={() => {
          changed();
          setPair({ from: pair.to, to: pair.from });
        }}
      />
      <AmountField label={t('assets.convert.amount')} unit={pair.from} value={amount} hint={hint} onInput={onInput} action={all} />
      <p className="convert-form__line" data-testid="convert-available">
        {t('assets.convert.available')}: {available === null ? NOT_A_NUMBER : formatAmount(available, coinIdOf(summaries, pair.from))}{' '}
        {pair.from}
      </p>
      <p className="convert-form__line">
        {t('assets.convert.limits', { min: CONVERT_MIN, max: formatAmount(CONVERT_MAX, 0), asset: pair.from })}
      </p>
      {problem !== null && (
        <p className="form-error" role="alert">
          {t(`assets.convert.errors.${problem}`, {
            decimals: CONVERT_DECIMALS,
            min: CONVERT_MIN,
            max: formatAmount(CONVERT_MAX, 0),
            asset: pair.from,
          })}
        </p>
      )}
      {shown ? (
        <QuotePanel
          quote={shown}
          expired={quote.state.status === 'expired'}
          busy={busy}
          summaries={summaries}
          onConfirm={confirm}
          onRefresh={ask}
        />
      ) : (
        <button
          type="submit"
          className="button button--primary"
          disabled={quote.state.status === 'loading'}
          aria-busy={quote.state.status === 'loading'}
        >
          {quote.state.status === 'loading' ? t('assets.convert.quoting') : t('assets.convert.getQuote')}
        </button>
      )}
      <p className="convert-form__note">{t('assets.convert.note')}</p>
    </form>
  );
}
