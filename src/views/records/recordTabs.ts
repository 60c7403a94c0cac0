export const RECORD_TABS = ['open', 'history', 'trades'] as const;
