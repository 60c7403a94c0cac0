import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../api/notify';
import { setFundPassword$ } from '../../../api/wallet';
import { useSubmit } from '../../../state/submit';
import { checkFundPassword, type FundPasswordFields, type FundPasswordProblem } from '../../../state/wallet';
import { TextInputField } from '../../components/TextInputField';
import { sendCodeLabel } from '../../components/useCodeSender';
import { useFundPasswordCode } from './useFundPasswordCode';

const EMPTY: FundPasswordFields = { password: '', confirmPassword: '', code: '' };
/** which field each message is about */
const FIELD_OF: Record<FundPasswordProblem, keyof FundPasswordFields> = {
  passwordEmpty: 'password',
  passwordRule: 'password',
  confirmEmpty: 'confirmPassword',
  mismatch: 'confirmPassword',
  codeEmpty: 'code',
  codeInvalid: 'code',
};

/** The new password and its confirmation: the same password input, differing only in label and test id. */
const PASSWORD_FIELDS = [
  { name: 'password', label: 'assets.fundPassword.password', testId: 'fund-password' },
  { name: 'confirmPassword', label: 'assets.fundPassword.confirm', testId: 'fund-password-confirm' },
] as const;

/** New fund password, its confirmation and the code (with send and resend countdown); every rule checked before sending. */
export function FundPasswordForm({ hasFundPassword, onDone }: { hasFundPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<FundPasswordProblem | null>(null);
  const code = useFundPasswordCode();
  const { run, busy } = useSubmit<null>(() => {
    showToast(t('assets.fundPassword.success'), 'success');
    setFields(EMPTY);
    onDone();
  });
  const bind = (name: keyof FundPasswordFields) => ({
    value: fields[name],
    onChange: (value: string) => {
      setProblem(null);
      setFields((now) => ({ ...now, [name]: value }));
    },
    error: problem !== null && FIELD_OF[problem] === name ? t(`assets.fundPassword.errors.${problem}`) : null,
  });
  const onSubmit = () => {
    const found = checkFundPassword(fields);
    if (found === null) run(setFundPassword$(fields));
    else setProblem(found);
  };
  const counting = code.secondsLeft > 0;
  return (
    <form
      className="fund-password__form"
      aria-label={t('assets.fundPassword.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="fund-password__state">{hasFundPassword ? t('assets.fundPassword.isSet') : t('assets.fundPassword.notSet')}</p>
      {PASSWORD_FIELDS.map(({ name, label, testId }) => (
        <TextInputField
          key={name}
          label={t(label)}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          testId={testId}
          {...bind(name)}
        />
      ))}
      <p className="fund-password__hint">{t('assets.fundPassword.rule')}</p>
      <div className="fund-password__code">
        <TextInputField
          label={t('assets.fundPassword.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          testId="fund-password-code"
          {...bind('code')}
        />
        <button
          type="button"
          className="button button--secondary fund-password__send"
          data-testid="send-code"
          disabled={counting || code.sending}
          aria-busy={code.sending}
          onClick={code.send}
        >
          {sendCodeLabel(t, code.sending, code.secondsLeft)}
        </button>
      </div>
      <p className="fund-password__hint">{t('assets.fundPassword.codeHint')}</p>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('assets.fundPassword.saving') : t('assets.fundPassword.submit')}
      </button>
    </form>
  );
}
