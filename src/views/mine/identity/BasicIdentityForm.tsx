import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_TYPES, type IdType } from '@contract/identity-rules';
import { submitBasicIdentity$ } from '../../../api/identity';
import { currentLang } from '../../../format/lang';
import { basicIdentityRequest, checkBasicIdentity, type BasicIdentityFields, type BasicIdentityProblem } from '../../../state/identity';
import { TextInputField } from '../../components/TextInputField';
import '../../components/wallet-form.css';
import { COUNTRY_OF_LANG, countryOptions } from './idCountries';
import { useIdentitySubmit } from './useIdentitySubmit';

/** which field each message is about */
const FIELD_OF: Record<BasicIdentityProblem, keyof BasicIdentityFields> = {
  nameEmpty: 'name',
  nameInvalid: 'name',
  countryEmpty: 'country',
  idNumberEmpty: 'idNumber',
  idNumberInvalid: 'idNumber',
};

/** Every published rule (contract/identity-rules.ts) is checked before sending; the server checks the same table again. */
export function BasicIdentityForm() {
  const { t } = useTranslation();
  const lang = currentLang();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [fields, setFields] = useState<BasicIdentityFields>({ name: '', idType: 'passport', country: COUNTRY_OF_LANG[lang], idNumber: '' });
  const [problem, setProblem] = useState<BasicIdentityProblem | null>(null);
  const { run, busy } = useIdentitySubmit();
  const set = (name: keyof BasicIdentityFields, value: string) => {
    setProblem(null);
    setFields((now) => ({ ...now, [name]: value }));
  };
  const errorOf = (name: keyof BasicIdentityFields) =>
    problem !== null && FIELD_OF[problem] === name ? t(`mine.identity.basic.errors.${problem}`) : null;
  const countryError = errorOf('country');
  const idTypeId = useId();
  const countryId = useId();
  return (
    <form
      className="identity-form"
      aria-label={t('mine.identity.basic.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkBasicIdentity(fields);
        if (found === null) run(submitBasicIdentity$(basicIdentityRequest(fields)));
        else setProblem(found);
      }}
    >
      <TextInputField
        label={t('mine.identity.basic.name')}
        autoComplete="name"
        maxLength={64}
        testId="identity-name"
        value={fields.name}
        onChange={(value) => set('name', value)}
        error={errorOf('name')}
      />
      <p className="identity-form__hint">{t('mine.identity.basic.nameHint')}</p>
      <div className="coin-select">
        <label htmlFor={idTypeId}>{t('mine.identity.basic.idType')}</label>
        <select
          id={idTypeId}
          data-testid="identity-id-type"
          value={fields.idType}
          onChange={(event) => set('idType', event.currentTarget.value as IdType)}
        >
          {ID_TYPES.map((idType) => (
            <option key={idType} value={idType}>
              {t(`mine.identity.idTypes.${idType}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="coin-select">
        <label htmlFor={countryId}>{t('mine.identity.basic.country')}</label>
        <select
          id={countryId}
          data-testid="identity-country"
          value={fields.country}
          aria-invalid={countryError !== null}
          aria-describedby={countryError !== null ? `${countryId}-error` : undefined}
          onChange={(event) => set('country', event.currentTarget.value)}
        >
          <option value="">{t('mine.identity.basic.countryPlaceholder')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {countryError !== null && (
        <p id={`${countryId}-error`} className="field-hint" role="alert">
          {countryError}
        </p>
      )}
      <TextInputField
        label={t('mine.identity.basic.idNumber')}
        autoComplete="off"
        maxLength={32}
        testId="identity-id-number"
        value={fields.idNumber}
        onChange={(value) => set('idNumber', value)}
        error={errorOf('idNumber')}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('mine.identity.submitting') : t('mine.identity.basic.submit')}
      </button>
    </form>
  );
}
