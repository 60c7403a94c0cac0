import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { map, merge, switchMap } from 'rxjs';
import type { FundingRecord } from '@contract/assets';
import { fetchAssetRecords$ } from '../../../api/assets';
import { getBalances$ } from '../../../streams';
import {
  EMPTY_PAGED,
  hasMore,
  pagedFeed$,
  RECORDS_PAGE_SIZE,
  type PageCommand,
  type PagedList,
  type PagedState,
} from '../../../state/paged';
import { fundingChanges$ } from './fundingChanges';

/**
 * The funding records of `coin` (every coin when null) as a paged list that a `balances` push refreshes. Unlike
 * usePagedList, the query follows `coin`: a new coin starts a new list while the screen (and the chip's focus) stays.
 */
export function useFundingRecords(coin: string | null): PagedList<FundingRecord> {
  const [command, command$] = useObservableCallback<PageCommand>();
  const state$ = useObservable(
    (coin$) =>
      coin$.pipe(
        switchMap(([asset]) =>
          pagedFeed$(
            merge(command$, fundingChanges$(getBalances$(), asset).pipe(map((): PageCommand => 'head'))),
            (page) => fetchAssetRecords$({ page, size: RECORDS_PAGE_SIZE, ...(asset ? { asset } : {}) }),
            (record: FundingRecord) => record.id,
            RECORDS_PAGE_SIZE,
          ),
        ),
      ),
    [coin],
  );
  const state = useObservableState<PagedState<FundingRecord>>(state$, EMPTY_PAGED);
  return { state, hasMore: hasMore(state, RECORDS_PAGE_SIZE), reload: () => command('reload'), more: () => command('more') };
}
