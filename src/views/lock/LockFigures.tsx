/** Labelled figures one to a row, label left and value right: the confirm page's estimate and the redemption preview. */
export function LockFigures({
  rows,
  testId,
  live = false,
}: {
  rows: readonly (readonly [label: string, value: string])[];
  testId?: string;
  /** announced to screen readers when they change (an estimate following the typed amount) */
  live?: boolean;
}) {
  return (
    <dl className="lock-quote" data-testid={testId} aria-live={live ? 'polite' : undefined}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
