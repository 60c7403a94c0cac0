import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleDirection, CyclePeriod, CycleRules, CycleSymbol } from '@contract/cycle';
import { placeCycleOrder$ } from '../../../../api/cycle';
import { showToast } from '../../../../api/notify';
import { canonical, readDecimalInput } from '../../../../decimal';
import { formatAmount } from '../../../../format';
import { availableOf, useBalances } from '../../../../state/balances';
import { CYCLE_AMOUNT_DECIMALS, cycleFee, cycleReturn, stakeProblem, type StakeProblem } from '../../../../state/cycle';
import { USDT_COIN_ID } from '../../../../state/market';
import { loginPath, useSignedIn } from '../../../../state/session';
import { useIdempotentSubmit } from '../../../../state/submit';
import { AmountField } from '../../../components/AmountField';
import { BuyButtons } from './BuyButtons';
import { CycleQuote } from './CycleQuote';
import { maxStake } from './maxStake';
import { PeriodChips } from './PeriodChips';
import { stakeProblemText } from './stakeProblemText';

interface Props {
  rules: CycleRules;
  symbol: CycleSymbol;
  /** this page on this symbol: where the login of a signed-out visitor comes back to */
  here: string;
}

type OrderBody = { category: CycleSymbol['category']; symbol: string; direction: CycleDirection; periodSeconds: number; stake: string };
const sendOrder$ = (body: OrderBody, clientId: string) => placeCycleOrder$({ ...body, clientId });

/** A stake the period accepts leaves its fee and expected return to show; any other shows none. */
function quoteOf(stake: string, period: CyclePeriod) {
  const problem = stakeProblem(stake, period, null);
  return problem === null ? { fee: cycleFee(stake, period), expected: cycleReturn(stake, period) } : null;
}

/** Period chips, the stake with its limits and the available spot USDT, the quote, Buy up / Buy down. */
export function CycleOrderPanel({ rules, symbol, here }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [balances] = useBalances();
  const [seconds, setSeconds] = useState(() => rules.periods[0]?.seconds ?? 0);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<StakeProblem | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const { submit, busy } = useIdempotentSubmit(sendOrder$, () => showToast(t('trade.form.placed'), 'success'));
  const period = rules.periods.find((p) => p.seconds === seconds) ?? rules.periods[0];
  if (!period) return null;
  const available = signedIn ? availableOf(balances.data, 'spot', 'USDT') : null;
  const most = available === null ? null : maxStake(available, period);

  const edit = (text: string) => {
    setProblem(null);
    setHint(null);
    setStake(text);
  };
  const onInput = (raw: string) => {
    const read = readDecimalInput(raw, CYCLE_AMOUNT_DECIMALS);
    if (read.ok) edit(read.text);
    else if (read.reason === 'decimals') setHint(t('trade.form.decimalsHint', { decimals: CYCLE_AMOUNT_DECIMALS }));
  };
  const onBuy = (direction: CycleDirection) => {
    const found = stakeProblem(stake, period, available);
    if (found !== null) setProblem(found);
    else submit({ category: symbol.category, symbol: symbol.symbol, direction, periodSeconds: period.seconds, stake: canonical(stake) });
  };
  const message = problem === null ? hint : stakeProblemText(t, problem, period);
  return (
    <form className="order-form cycle-form" aria-label={t('trade.cycle.formLabel')} noValidate onSubmit={(event) => event.preventDefault()}>
      <PeriodChips
        periods={rules.periods}
        selected={period.seconds}
        returnOf={(p) => quoteOf(stake, p)?.expected ?? null}
        onSelect={(next) => {
          setProblem(null);
          setSeconds(next);
        }}
      />
      <AmountField
        label={t('trade.cycle.stake.label')}
        value={stake}
        unit="USDT"
        hint={message}
        onInput={onInput}
        action={
          most !== null && (
            <button type="button" className="amount-field__action" onClick={() => edit(most)}>
              {t('trade.cycle.stake.max')}
            </button>
          )
        }
      />
      <p className="cycle-form__limits">
        {t('trade.cycle.stake.limits', {
          min: formatAmount(period.minStake, USDT_COIN_ID),
          max: formatAmount(period.maxStake, USDT_COIN_ID),
        })}
      </p>
      <CycleQuote period={period} quote={quoteOf(stake, period)} available={available} />
      <BuyButtons state={signedIn ? { signedIn, busy } : { signedIn, loginHref: loginPath(here) }} onBuy={onBuy} />
    </form>
  );
}
