import { useTranslation } from 'react-i18next';
import { TextInputField } from './TextInputField';
import { sendCodeLabel } from './useCodeSender';
import './code-input-field.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId?: string;
  /** the send button: what useCodeSender answers, and what pressing it sends */
  onSend: () => void;
  sending: boolean;
  secondsLeft: number;
}

/** A verification code with its "send code" button, which counts down until a resend is allowed. */
export function CodeInputField({ onSend, sending, secondsLeft, ...field }: Props) {
  const { t } = useTranslation();
  return (
    <div className="code-input-field">
      <TextInputField {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <button
        type="button"
        className="button button--secondary code-input-field__send"
        data-testid="send-code"
        disabled={secondsLeft > 0 || sending}
        aria-busy={sending}
        onClick={onSend}
      >
        {sendCodeLabel(t, sending, secondsLeft)}
      </button>
    </div>
  );
}
