import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { AuthForm } from './useAuthForm';

/** The e-mail, or the country code and phone number, depending on the form's mode. */
export function AccountFields({ form }: { form: AuthForm }) {
  const { t } = useTranslation();
  const { fields, set, problem } = form;
  if (fields.mode === 'email') {
    return (
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        placeholder={t('auth.placeholders.email')}
        value={fields.email}
        invalid={problem?.field === 'email'}
        onChange={(value) => set('email', value)}
      />
    );
  }
  return (
    <div className="auth-phone">
      <TextField
        name="areaCode"
        className="auth-phone__area"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-country-code"
        maxLength={5}
        label={t('auth.fields.areaCode')}
        prefix={<span className="auth-field__prefix">+</span>}
        value={fields.areaCode}
        invalid={problem?.field === 'areaCode'}
        onChange={(value) => set('areaCode', value)}
      />
      <TextField
        name="phone"
        className="auth-phone__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('auth.fields.phone')}
        placeholder={t('auth.placeholders.phone')}
        value={fields.phone}
        invalid={problem?.field === 'phone'}
        onChange={(value) => set('phone', value)}
      />
    </div>
  );
}
