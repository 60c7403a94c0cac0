import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { AuthForm } from './useAuthForm';

/** A new password and its repeat (register, reset); `fresh` labels them as the new password. */
export function PasswordFields({ form, fresh = false }: { form: AuthForm; fresh?: boolean }) {
  const { t } = useTranslation();
  const { bind } = form;
  return (
    <>
      <TextField
        {...bind('password')}
        type="password"
        autoComplete="new-password"
        label={fresh ? t('auth.fields.newPassword') : t('auth.fields.password')}
        placeholder={t('auth.placeholders.newPassword')}
      />
      <TextField
        {...bind('repeatPassword')}
        type="password"
        autoComplete="new-password"
        label={t('auth.fields.repeatPassword')}
        placeholder={t('auth.placeholders.repeatPassword')}
      />
    </>
  );
}
