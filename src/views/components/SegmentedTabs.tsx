export interface Segment<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of mutually exclusive tabs (ARIA tablist); the caller owns the selected value. `fit`: the
 * tabs share the row with compact spacing, for rows that must show every tab on a 390 px phone in
 * every language (otherwise the row scrolls sideways).
 */
export function SegmentedTabs<T extends string>({
  segments,
  value,
  onChange,
  label,
  fit = false,
}: {
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  fit?: boolean;
}) {
  return (
    <div className={fit ? 'segmented segmented--fit' : 'segmented'} role="tablist" aria-label={label}>
      {segments.map((segment) => (
        <button
          key={segment.value}
          type="button"
          role="tab"
          aria-selected={segment.value === value}
          className={segment.value === value ? 'segmented__tab segmented__tab--active' : 'segmented__tab'}
          onClick={() => onChange(segment.value)}
        >
          {segment.label}
        </button>
      ))}
    </div>
  );
}
