/** The labelled values of a record card, two to a row. */
export function RecordCells({ cells }: { cells: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="record-card__cells">
      {cells.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
