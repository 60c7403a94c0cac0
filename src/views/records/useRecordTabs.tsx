import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SegmentedTabs } from '../components/SegmentedTabs';

/**
 * A records page's tab row, the tab kept in ?tab= (replaced, so back leaves the page rather than stepping through tabs);
 * the first tab shows when ?tab= names none. Returns the tab shown and its switcher.
 */
export function useRecordTabs<T extends string>(all: readonly [T, ...T[]], label: string, labelOf: (tab: T) => string): [T, ReactNode] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = all.find((value) => value === requested) ?? all[0];
  const switcher = (
    <SegmentedTabs
      segments={all.map((value) => ({ value, label: labelOf(value) }))}
      value={tab}
      label={label}
      onChange={(next) => setParams({ tab: next }, { replace: true })}
      fit
    />
  );
  return [tab, switcher];
}
