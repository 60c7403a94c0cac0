export { RECORDS_PAGE_SIZE, usePagedList, type PagedList } from './usePagedList';
export type { PagedState } from './pagedList';
export { pagedFeed$ } from './pagedFeed';
export { EMPTY_PAGED, hasMore, type PageCommand } from './pagedList';
