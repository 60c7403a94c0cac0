import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@contract/account';
import { register$ } from '../../api/account';
import { showToast } from '../../api/notify';
import { AccountFields } from './AccountFields';
import { AgreementCheck } from './AgreementCheck';
import { AuthFormShell } from './AuthFormShell';
import { authPath } from './authPaths';
import { CodeField } from './CodeField';
import { GuestOnly } from './GuestOnly';
import { ModeSwitch } from './ModeSwitch';
import { PasswordFields } from './PasswordFields';
import { TextField } from './TextField';
import { useAfterSignIn } from './useAfterSignIn';
import { useAuthForm } from './useAuthForm';
import { useSendCode } from './useSendCode';
import { useSubmit } from '../../state/submit';
import { validateRegister } from './validateForms';
import './auth.css';

/**
 * /register?code=<invite>: account, new password twice, a code sent to the account, optional
 * invite code (prefilled from the invite link), the agreement. The server signs the new user in.
 * Someone already signed in goes to the redirect target (or /home) instead.
 */
export default function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useAuthForm({ inviteCode: params.get('code') ?? '' });
  const code = useSendCode(form, 'register');
  const afterSignIn = useAfterSignIn();
  const { run, busy } = useSubmit<LoginResult>((result) => {
    showToast(t('auth.register.success'), 'success');
    if (result.token) afterSignIn();
    else void navigate(authPath('/login', redirect), { replace: true });
  });
  const submit = () => {
    const req = form.check(validateRegister);
    if (req) run(register$(req));
  };
  const footer = <Link to={authPath('/login', redirect)}>{t('auth.register.toLogin')}</Link>;
  return (
    <AuthFormShell form={form} onSubmit={submit} submitLabel={t('auth.register.submit')} busy={busy} footer={footer}>
      <ModeSwitch mode={form.fields.mode} onChange={form.setMode} />
      <AccountFields form={form} />
      <PasswordFields form={form} />
      <CodeField form={form} onSend={code.send} sending={code.sending} secondsLeft={code.secondsLeft} />
      <TextField
        {...form.bind('inviteCode')}
        autoComplete="off"
        label={t('auth.fields.inviteCode')}
        placeholder={t('auth.placeholders.inviteCode')}
      />
      <AgreementCheck form={form} />
    </AuthFormShell>
  );
}
