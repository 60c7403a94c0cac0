import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { AuthForm } from './useAuthForm';

/** The e-mail, or the country code and phone number, depending on the form's mode. */
export function AccountFields({ form }: { form: AuthForm }) {
  const { t } = useTranslation();
  const { fields, bind } = form;
  if (fields.mode === 'email') {
    return (
      <TextField
        {...bind('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        placeholder={t('auth.placeholders.email')}
      />
    );
  }
  return (
    <div className="auth-phone">
      <TextField
        {...bind('areaCode')}
        className="auth-phone__area"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-country-code"
        maxLength={5}
        label={t('auth.fields.areaCode')}
        prefix={<span className="auth-field__prefix">+</span>}
      />
      <TextField
        {...bind('phone')}
        className="auth-phone__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('auth.fields.phone')}
        placeholder={t('auth.placeholders.phone')}
      />
    </div>
  );
}
