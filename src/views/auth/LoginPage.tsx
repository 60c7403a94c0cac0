import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@contract/account';
import { login$ } from '../../api/account';
import { AccountFields } from './AccountFields';
import { AuthFormShell } from './AuthFormShell';
import { authPath } from './authPaths';
import { GuestOnly } from './GuestOnly';
import { ModeSwitch } from './ModeSwitch';
import { TextField } from './TextField';
import { useAfterSignIn } from './useAfterSignIn';
import { useAuthForm } from './useAuthForm';
import { useSubmit } from '../../state/submit';
import { validateLogin } from './validateForms';
import './auth.css';

/**
 * /login?redirect=<page>: e-mail or phone and password; login$ stores the token, then back to <page>.
 * Someone already signed in goes to <page> at once.
 */
export default function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useAuthForm();
  const { run, busy } = useSubmit<LoginResult>(useAfterSignIn());
  const submit = () => {
    const req = form.check(validateLogin);
    if (req) run(login$(req));
  };
  const footer = (
    <>
      <Link to={authPath('/register', redirect)}>{t('auth.login.toRegister')}</Link>
      <Link to={authPath('/retrieve', redirect)}>{t('auth.login.forgot')}</Link>
    </>
  );
  return (
    <AuthFormShell form={form} onSubmit={submit} submitLabel={t('auth.login.submit')} busy={busy} footer={footer}>
      <ModeSwitch mode={form.fields.mode} onChange={form.setMode} />
      <AccountFields form={form} />
      <TextField
        {...form.bind('password')}
        type="password"
        autoComplete="current-password"
        label={t('auth.fields.password')}
        placeholder={t('auth.placeholders.password')}
      />
    </AuthFormShell>
  );
}
