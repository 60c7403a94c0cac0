import { useId, type ReactNode } from 'react';
import './amount-field.css';

interface Props {
  label: string;
  value: string;
  /** the asset shown after the number */
  unit: string;
  onInput: (raw: string) => void;
  /** why the last keystroke was refused, until the next accepted one */
  hint?: string | null;
  placeholder?: string;
  /** a control inside the box after the unit, e.g. "All" */
  action?: ReactNode;
}

/** A labelled decimal input with its unit; the owner decides which keystrokes to accept. */
export function AmountField({ label, value, unit, onInput, hint = null, placeholder, action }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="amount-field">
      <label htmlFor={id} className="amount-field__label">
        {label}
      </label>
      <div className="amount-field__box">
        <input
          id={id}
          className="amount-field__input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-invalid={hint !== null}
          aria-describedby={hint !== null ? hintId : undefined}
          onChange={(event) => onInput(event.currentTarget.value)}
        />
        <span className="amount-field__unit">{unit}</span>
        {action}
      </div>
      {hint !== null && (
        <p id={hintId} className="field-hint" role="alert">
          {hint}
        </p>
      )}
    </div>
  );
}
