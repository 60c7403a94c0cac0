import { useTranslation } from 'react-i18next';
import { sendCodeLabel } from '../components/useCodeSender';
import { TextField } from './TextField';
import type { AuthForm } from './useAuthForm';

interface Props {
  form: AuthForm;
  onSend: () => void;
  sending: boolean;
  /** seconds until another code may be asked for; 0 when the button is free */
  secondsLeft: number;
}

/** The verification code with its send button, which counts down after each send. */
export function CodeField({ form, onSend, sending, secondsLeft }: Props) {
  const { t } = useTranslation();
  const counting = secondsLeft > 0;
  const label = sendCodeLabel(t, sending, secondsLeft);
  const button = (
    <button
      type="button"
      className="auth-field__action"
      data-testid="send-code"
      disabled={counting || sending}
      aria-busy={sending}
      onClick={onSend}
    >
      {label}
    </button>
  );
  return (
    <TextField
      {...form.bind('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      label={t('auth.fields.code')}
      placeholder={t('auth.placeholders.code')}
      action={button}
    />
  );
}
