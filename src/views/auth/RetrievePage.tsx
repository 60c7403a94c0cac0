import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { retrieve$ } from '../../api/account';
import { showToast } from '../../api/notify';
import { AccountFields } from './AccountFields';
import { AuthFormShell } from './AuthFormShell';
import { authPath } from './authPaths';
import { CodeField } from './CodeField';
import { ModeSwitch } from './ModeSwitch';
import { PasswordFields } from './PasswordFields';
import { useAuthForm } from './useAuthForm';
import { useSendCode } from './useSendCode';
import { useSubmit } from '../../state/submit';
import { validateRetrieve } from './validateForms';
import './auth.css';

/** /retrieve: a code sent to the e-mail or phone sets a new password; then the user signs in with it. */
export default function RetrievePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginPath = authPath('/login', params.get('redirect'));
  const form = useAuthForm();
  const code = useSendCode(form, 'retrieve');
  const { run, busy } = useSubmit<null>(() => {
    showToast(t('auth.retrieve.success'), 'success');
    void navigate(loginPath, { replace: true });
  });
  const submit = () => {
    const req = form.check(validateRetrieve);
    if (req) run(retrieve$(req));
  };
  return (
    <AuthFormShell
      form={form}
      onSubmit={submit}
      submitLabel={t('auth.retrieve.submit')}
      busy={busy}
      footer={<Link to={loginPath}>{t('auth.retrieve.toLogin')}</Link>}
    >
      <ModeSwitch mode={form.fields.mode} onChange={form.setMode} />
      <AccountFields form={form} />
      <CodeField form={form} onSend={code.send} sending={code.sending} secondsLeft={code.secondsLeft} />
      <PasswordFields form={form} fresh />
    </AuthFormShell>
  );
}
