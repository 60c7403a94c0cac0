import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import type { SecurityChannel, SecurityVerified } from '@contract/security';
import { sendSecurityCode$, verifySecurity$ } from '../../../api/security';
import { maskEmail, maskPhone } from '../../../state/account';
import { checkCode, type SecurityMessageKey } from '../../../state/security';
import { useSubmit } from '../../../state/submit';
import { CodeInputField } from '../../components/CodeInputField';
import { useCodeSender } from '../../components/useCodeSender';

interface Props {
  user: UserInfo;
  /** where the code may go: the bound ones of these (the OLD target, when changing one) */
  channels: readonly SecurityChannel[];
  onVerified: (verifyToken: string) => void;
  onCancel?: () => void;
  /** why the code is asked for; the general reason when not given */
  hint?: string;
}

const addressOf = (user: UserInfo, channel: SecurityChannel) =>
  channel === 'email' ? maskEmail(user.email ?? '') : `+${user.countryCode ?? ''} ${maskPhone(user.phone ?? '')}`;

/** The account security verification (docs/security.md): a code to a bound e-mail or phone, exchanged for a token. */
export function SecurityVerification({ user, channels, onVerified, onCancel, hint }: Props) {
  const { t } = useTranslation();
  const bound = channels.filter((c) => (c === 'email' ? user.email : user.phone));
  const [channel, setChannel] = useState<SecurityChannel>(bound[0] ?? 'email');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<SecurityMessageKey | null>(null);
  const sender = useCodeSender(() => t('mine.security.verify.codeSent'));
  const { run, busy } = useSubmit<SecurityVerified>((verified) => onVerified(verified.verifyToken));
  const onSubmit = () => {
    const checked = checkCode(code);
    if (checked.ok) run(verifySecurity$(channel, checked.value));
    else setProblem(checked.problem.key);
  };
  return (
    <form
      className="security-form"
      aria-label={t('mine.security.verify.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="security-form__title">{t('mine.security.verify.title')}</h2>
      <p className="security-form__hint">{hint ?? t('mine.security.verify.hint')}</p>
      <fieldset className="security-form__channels">
        <legend className="security-form__label">{t('mine.security.verify.channel')}</legend>
        {bound.map((c) => (
          <label key={c} className="security-form__channel">
            <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
            <span dir="ltr">{addressOf(user, c)}</span>
          </label>
        ))}
      </fieldset>
      <CodeInputField
        label={t('auth.fields.code')}
        value={code}
        onChange={(value) => {
          setProblem(null);
          setCode(value);
        }}
        error={problem && t(problem)}
        testId="verify-code"
        onSend={() => sender.send(sendSecurityCode$(channel))}
        sending={sender.sending}
        secondsLeft={sender.secondsLeft}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('mine.security.verify.verifying') : t('mine.security.verify.submit')}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('mine.security.verify.cancel')}
        </button>
      )}
    </form>
  );
}
