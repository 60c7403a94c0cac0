import { useCallback, useState } from 'react';
import { EMPTY_FIELDS, type AuthFields, type AuthMode, type FieldName } from './authFields';
import type { Checked, Problem } from './fieldRules';

/**
 * The fields of one sign-in form and the problem its last check found. Any edit clears the
 * problem, so a message never stays next to a field the user has already changed.
 */
export function useAuthForm(initial: Partial<AuthFields> = {}) {
  const [fields, setFields] = useState<AuthFields>(() => ({ ...EMPTY_FIELDS, ...initial }));
  const [problem, setProblem] = useState<Problem | null>(null);

  const set = useCallback(<K extends keyof AuthFields>(name: K, value: AuthFields[K]) => {
    setProblem(null);
    setFields((current) => ({ ...current, [name]: value }));
  }, []);
  const setMode = useCallback((mode: AuthMode) => set('mode', mode), [set]);

  /** Runs a validator: the request body when the form is complete, else null and the problem shown. */
  const check = useCallback(
    <T>(validate: (fields: AuthFields) => Checked<T>): T | null => {
      const result = validate(fields);
      setProblem(result.ok ? null : result.problem);
      return result.ok ? result.value : null;
    },
    [fields],
  );
  /** What a text input of the form needs: its name, value, whether the message is about it, and its setter. */
  const bind = (name: TextFieldName) => ({
    name,
    value: fields[name],
    invalid: problem?.field === name,
    onChange: (value: string) => set(name, value),
  });
  return { fields, set, setMode, problem, check, bind };
}

/** The fields typed as text (everything but the agreement checkbox). */
export type TextFieldName = Exclude<FieldName, 'agreement'>;

export type AuthForm = ReturnType<typeof useAuthForm>;
