export const RECORD_TABS = ['open', 'history', 'trades'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export function isRecordTab(value: string | null): value is RecordTab {
  return RECORD_TABS.includes(value as RecordTab);
}
