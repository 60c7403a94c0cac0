import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ContentSheet } from '../components/ContentSheet';
import type { AuthForm } from './useAuthForm';

/**
 * Spec 5: registration needs the user agreement accepted. The sentence names the agreement as a
 * button that opens its text in a sheet (the app has no document route yet). A button cannot sit
 * inside the checkbox's label, so the label is the rest of the sentence (<tick> in the
 * translation, wherever the language puts it) plus a 44 px frame around the box itself, and the
 * box is named by the whole sentence.
 */
export function AgreementCheck({ form }: { form: AuthForm }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const boxId = useId();
  const sentenceId = useId();
  const invalid = form.problem?.field === 'agreement';
  return (
    <div className={invalid ? 'auth-agreement auth-agreement--invalid' : 'auth-agreement'}>
      <label className="auth-agreement__tick" htmlFor={boxId}>
        <input
          id={boxId}
          type="checkbox"
          name="agreement"
          className="auth-agreement__box"
          checked={form.fields.agreement}
          aria-invalid={invalid}
          aria-labelledby={sentenceId}
          onChange={(event) => form.set('agreement', event.currentTarget.checked)}
        />
      </label>
      <span id={sentenceId} className="auth-agreement__text">
        <Trans
          t={t}
          i18nKey="auth.agreement"
          components={{
            tick: <label htmlFor={boxId} />,
            doc: <button type="button" className="auth-agreement__doc" aria-haspopup="dialog" onClick={() => setReading(true)} />,
          }}
        />
      </span>
      {reading && <ContentSheet code="agreement" title={t('auth.agreementTitle')} onClose={() => setReading(false)} />}
    </div>
  );
}
