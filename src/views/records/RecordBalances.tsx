import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { formatAmount, NOT_A_NUMBER } from '../../format';
import { availableOf, useBalances } from '../../state/balances';
import { USDT_COIN_ID } from '../../state/market';

/** The spot balances the pair's orders move, kept live by the private socket channel. */
export function RecordBalances({ summary }: { summary: SymbolSummary }) {
  const { t } = useTranslation();
  const [balances] = useBalances();
  const base = availableOf(balances.data, 'spot', summary.base);
  const quote = availableOf(balances.data, 'spot', 'USDT');
  return (
    <dl className="record-balances">
      <dt>{t('trade.records.available')}</dt>
      <dd>
        {base === null ? NOT_A_NUMBER : formatAmount(base, summary.coinId)} {summary.base}
      </dd>
      <dd>{quote === null ? NOT_A_NUMBER : formatAmount(quote, USDT_COIN_ID)} USDT</dd>
    </dl>
  );
}
