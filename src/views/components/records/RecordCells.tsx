import type { ReactNode } from 'react';

/** The labelled values of a record card, two to a row; a value may be a link to more. */
export function RecordCells({ cells }: { cells: readonly (readonly [label: string, value: ReactNode])[] }) {
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
