import type { Conversion } from '@contract/wallet';
import { fetchConvertHistory$ } from '../../api/convert';
import { usePagedList, type PagedList } from '../paged';

/** The user's conversions (convert/history), newest first, paged. */
export function useConvertHistory(): PagedList<Conversion> {
  return usePagedList(
    (page, size) => fetchConvertHistory$({ page, size }),
    (conversion) => conversion.id,
  );
}
