import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleSymbol } from '@contract/cycle';
import { fractionDigits } from '../../../../decimal';
import { useCycleHistory, useCycleRules } from '../../../../state/cycle';
import { PagedRecords } from '../../../components/records/PagedRecords';
import { EvidenceSheet } from '../evidence/EvidenceSheet';
import { CycleRecordCard } from './CycleRecordCard';

/**
 * The cycle records: the user's settled orders (cycle/order/history), newest settlement first, paged with "load more";
 * a settlement pushed on the socket adds itself in front. A card opens that order's evidence sheet.
 */
export function CycleRecords() {
  const { t } = useTranslation();
  const list = useCycleHistory();
  const [rules] = useCycleRules();
  const [evidenceOf, setEvidenceOf] = useState<string | null>(null);
  const symbols = useMemo(() => new Map<string, CycleSymbol>(rules.data?.symbols.map((s) => [s.symbol, s])), [rules.data]);
  return (
    <>
      <PagedRecords list={list} emptyText={t('trade.cycle.records.empty')}>
        {(orders) => (
          <ul className="record-list" aria-label={t('trade.cycle.records.label')}>
            {orders.map((order) => {
              const symbol = symbols.get(order.symbol);
              return (
                <CycleRecordCard
                  key={order.id}
                  order={order}
                  name={symbol?.name ?? order.symbol}
                  // until cycle/rules answers, the price as the tick log wrote it
                  pricePrecision={symbol?.pricePrecision ?? fractionDigits(order.entry.price)}
                  onEvidence={setEvidenceOf}
                />
              );
            })}
          </ul>
        )}
      </PagedRecords>
      {evidenceOf !== null && <EvidenceSheet key={evidenceOf} orderId={evidenceOf} onClose={() => setEvidenceOf(null)} />}
    </>
  );
}
