import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword$ } from '../../../api/security';
import { showToast } from '../../../api/notify';
import { useSignedIn } from '../../../state/session';
import { checkPasswordChange, type PasswordChangeFields, type SecurityProblem } from '../../../state/security';
import { useSubmit } from '../../../state/submit';
import { SignInPrompt } from '../../components/SignInPrompt';
import { TextInputField } from '../../components/TextInputField';
import './security.css';

const EMPTY: PasswordChangeFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'oldPassword', label: 'mine.password.old', autoComplete: 'current-password', testId: 'old-password' },
  { name: 'newPassword', label: 'auth.fields.newPassword', autoComplete: 'new-password', testId: 'new-password' },
  { name: 'confirmPassword', label: 'mine.password.confirm', autoComplete: 'new-password', testId: 'confirm-password' },
] as const;

/** /mine/password — change the login password with the old one; every other session ends (docs/security.md). */
export default function PasswordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <PasswordForm /> : <SignInPrompt text={t('mine.security.signIn')} target="/mine/password" />;
}

function PasswordForm() {
  const { t } = useTranslation();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<SecurityProblem<keyof PasswordChangeFields> | null>(null);
  const { run, busy } = useSubmit<null>(() => {
    showToast(t('mine.password.done'), 'success');
    setFields(EMPTY);
  });
  const onSubmit = () => {
    const found = checkPasswordChange(fields);
    if (found === null) run(changePassword$(fields));
    else setProblem(found);
  };
  return (
    <div className="security-page">
      <form
        className="security-form"
        aria-label={t('mine.password.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {FIELDS.map(({ name, label, autoComplete, testId }) => (
          <TextInputField
            key={name}
            label={t(label)}
            type="password"
            autoComplete={autoComplete}
            maxLength={20}
            testId={testId}
            value={fields[name]}
            onChange={(value) => {
              setProblem(null);
              setFields((now) => ({ ...now, [name]: value }));
            }}
            error={problem?.field === name ? t(problem.key) : null}
          />
        ))}
        <p className="security-form__hint">{t('mine.password.rule')}</p>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('mine.password.saving') : t('mine.password.submit')}
        </button>
      </form>
    </div>
  );
}
