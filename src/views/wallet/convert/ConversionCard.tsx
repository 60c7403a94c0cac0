import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { Conversion } from '@contract/wallet';
import { formatAmount } from '../../../format';
import { formatTime } from '../../../format/time';
import { coinIdOf } from '../../../state/convert';
import { RecordCells } from '../../components/records/RecordCells';

/** One conversion: the coins, what was paid and received, the rate it executed at, and when. */
export const ConversionCard = memo(function ConversionCard({
  conversion: c,
  summaries,
}: {
  conversion: Conversion;
  summaries: readonly SymbolSummary[];
}) {
  const { t } = useTranslation();
  const cells: [label: string, value: string][] = [
    [t('assets.convert.records.paid'), `${formatAmount(c.amount, coinIdOf(summaries, c.from))} ${c.from}`],
    [t('assets.convert.records.received'), `${formatAmount(c.receive, coinIdOf(summaries, c.to))} ${c.to}`],
    [t('assets.convert.rate'), t('assets.convert.rateValue', { from: c.from, rate: c.rate, to: c.to })],
  ];
  return (
    <li className="record-card" data-conversion-id={c.id}>
      <div className="record-card__head">
        <strong>
          {c.from} → {c.to}
        </strong>
      </div>
      <time className="record-card__time" dateTime={new Date(c.createdAt).toISOString()}>
        {formatTime(c.createdAt)}
      </time>
      <RecordCells cells={cells} />
    </li>
  );
});
