import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthForm } from './useAuthForm';

interface Props {
  form: AuthForm;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
  /** links under the form (to the other sign-in screens) */
  footer: ReactNode;
}

/**
 * The frame of the three sign-in forms: fields, the message of the last refused check (role
 * alert, read out at once), the submit button, links. A refused check moves the focus to the
 * field it is about, so the user lands where the fix is.
 */
export function AuthFormShell({ form, onSubmit, submitLabel, busy, children, footer }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const { problem } = form;
  useEffect(() => {
    const field = problem ? ref.current?.elements.namedItem(problem.field) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [problem]);
  return (
    <div className="auth">
      <form
        ref={ref}
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {problem && (
          <p className="auth-form__problem" role="alert">
            {t(`auth.errors.${problem.key}`)}
          </p>
        )}
        <button type="submit" data-testid="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.submitting') : submitLabel}
        </button>
      </form>
      <nav className="auth-links">{footer}</nav>
    </div>
  );
}
