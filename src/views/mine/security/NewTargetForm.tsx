import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { bindEmail$, bindPhone$, sendBindCode$ } from '../../../api/security';
import { checkBinding, checkNewTarget, type NewTargetFields, type SecurityProblem } from '../../../state/security';
import { useSubmit } from '../../../state/submit';
import { CodeInputField } from '../../components/CodeInputField';
import { TextInputField } from '../../components/TextInputField';
import { useCodeSender } from '../../components/useCodeSender';

interface Props {
  kind: 'email' | 'phone';
  /** the verification proven on the old target, when one is bound */
  verifyToken?: string;
  onDone: (user: UserInfo) => void;
}

const EMPTY: NewTargetFields = { email: '', countryCode: '1', phone: '', code: '' };

/** The new e-mail or phone, the code sent to it, and "bind" (docs/security.md). */
export function NewTargetForm({ kind, verifyToken, onDone }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<SecurityProblem<keyof NewTargetFields> | null>(null);
  const sender = useCodeSender(() => t(kind === 'email' ? 'auth.code.sentEmail' : 'auth.code.sentSms'));
  const { run, busy } = useSubmit<UserInfo>(onDone);
  const bind = (name: keyof NewTargetFields) => ({
    value: fields[name],
    onChange: (value: string) => {
      setProblem(null);
      setFields((now) => ({ ...now, [name]: value }));
    },
    error: problem?.field === name ? t(problem.key) : null,
  });
  const sendCode = () => {
    const target = checkNewTarget(kind, fields);
    if (target.ok) sender.send(sendBindCode$(target.value));
    else setProblem(target.problem);
  };
  const submit = () => {
    const checked = checkBinding(kind, fields);
    if (!checked.ok) return setProblem(checked.problem);
    const { code, ...target } = checked.value;
    const token = verifyToken ? { verifyToken } : {};
    run(
      target.kind === 'email'
        ? bindEmail$({ email: target.email, code, ...token })
        : bindPhone$({ countryCode: target.countryCode, phone: target.phone, code, ...token }),
    );
  };
  const title = kind === 'email' ? t('mine.email.newEmail') : t('mine.phone.newPhone');
  return (
    <form
      className="security-form"
      aria-label={t(`mine.${kind}.title`)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {kind === 'email' ? (
        <TextInputField label={title} type="email" autoComplete="email" maxLength={254} testId="new-email" {...bind('email')} />
      ) : (
        <div className="security-form__phone">
          <TextInputField
            label={t('auth.fields.areaCode')}
            inputMode="numeric"
            maxLength={5}
            testId="new-country-code"
            {...bind('countryCode')}
          />
          <TextInputField label={title} type="tel" autoComplete="tel-national" maxLength={20} testId="new-phone" {...bind('phone')} />
        </div>
      )}
      <CodeInputField
        label={t('auth.fields.code')}
        testId="bind-code"
        onSend={sendCode}
        sending={sender.sending}
        secondsLeft={sender.secondsLeft}
        {...bind('code')}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t(`mine.${kind}.saving`) : t(`mine.${kind}.submit`)}
      </button>
    </form>
  );
}
