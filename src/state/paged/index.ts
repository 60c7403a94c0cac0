export { RECORDS_PAGE_SIZE, usePagedList, type PagedList } from './usePagedList';
export type { PagedState } from './pagedList';
