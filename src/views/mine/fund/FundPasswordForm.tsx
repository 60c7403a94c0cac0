import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../api/notify';
import { setFundPassword$ } from '../../../api/wallet';
import { useSubmit } from '../../../state/submit';
import { checkFundPassword, type FundPasswordFields, type FundPasswordProblem } from '../../../state/wallet';
import { CodeInputField } from '../../components/CodeInputField';
import { TextInputField } from '../../components/TextInputField';
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
      <CodeInputField
        label={t('assets.fundPassword.code')}
        testId="fund-password-code"
        onSend={code.send}
        sending={code.sending}
        secondsLeft={code.secondsLeft}
        {...bind('code')}
      />
      <p className="fund-password__hint">{t('assets.fundPassword.codeHint')}</p>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('assets.fundPassword.saving') : t('assets.fundPassword.submit')}
      </button>
    </form>
  );
}
