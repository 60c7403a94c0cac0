import { useTranslation } from 'react-i18next';
import type { AuthForm } from './useAuthForm';

/**
 * Spec 5: registration needs the user agreement accepted. The app has no route that shows the
 * agreement's text yet, so it is named here without a link (a link would lead nowhere).
 */
export function AgreementCheck({ form }: { form: AuthForm }) {
  const { t } = useTranslation();
  const invalid = form.problem?.field === 'agreement';
  return (
    <label className={invalid ? 'auth-agreement auth-agreement--invalid' : 'auth-agreement'}>
      <input
        type="checkbox"
        name="agreement"
        className="auth-agreement__box"
        checked={form.fields.agreement}
        aria-invalid={invalid}
        onChange={(event) => form.set('agreement', event.currentTarget.checked)}
      />
      <span>{t('auth.agreement')}</span>
    </label>
  );
}
