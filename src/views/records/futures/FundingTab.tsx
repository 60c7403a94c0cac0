import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { FundingPayment } from '@contract/futures';
import { fetchFundingRecords$ } from '../../../api/contract';
import type { PerpDisplay } from '../../components/records/futures';
import { usePagedList } from '../../../state/paged';
import { RecordTab } from '../RecordTab';
import { FundingCard } from './FundingCard';

/**
 * The user's funding payments on the perpetual (contract/funding/records), newest first, paged. A funding run bumps
 * the position's version on the positions channel, so `changed$` brings a new payment in without a pull.
 */
export function FundingTab({ perp, changed$, tabs }: { perp: PerpDisplay; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchFundingRecords$({ symbol: perp.symbol, page, size }),
    (payment: FundingPayment) => payment.id,
    changed$,
  );
  return (
    <RecordTab tabs={tabs} list={list} emptyText={t('trade.futuresRecords.empty.funding')}>
      {(payment) => <FundingCard key={payment.id} payment={payment} perp={perp} />}
    </RecordTab>
  );
}
