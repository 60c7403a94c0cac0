import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import type { FieldName } from './authFields';
import './auth-fields.css';

interface Props {
  name: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  maxLength?: number;
  /** shown inside the box before the input, e.g. "+" of a country code */
  prefix?: ReactNode;
  /** a control inside the box after the input, e.g. "send code" */
  action?: ReactNode;
  className?: string;
}

/** A labelled input of the sign-in forms; `invalid` marks the field the form's message is about. */
export function TextField({
  name,
  label,
  value,
  onChange,
  invalid,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  prefix,
  action,
  className,
}: Props) {
  const id = useId();
  return (
    <div className={className ? `auth-field ${className}` : 'auth-field'}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className={invalid ? 'auth-field__box auth-field__box--invalid' : 'auth-field__box'}>
        {prefix}
        <input
          id={id}
          name={name}
          className="auth-field__input"
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {action}
      </div>
    </div>
  );
}
