import { useId, type InputHTMLAttributes } from 'react';
import './text-input-field.css';

interface Props extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'placeholder' | 'inputMode'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message about this field (the client's rule or the server's answer), shown under it */
  error?: string | null;
  testId?: string;
}

/** A labelled text input with its own message (the withdrawal form, the fund password form). */
export function TextInputField({ label, value, onChange, error = null, testId, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="text-input-field">
      <label htmlFor={id} className="text-input-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="text-input-field__input"
        data-testid={testId}
        value={value}
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error !== null && (
        <p id={errorId} className="field-hint" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
